import { describe, expect, it } from 'vitest';
import { isRegistrationRole, landingAfterSignIn } from './guards.ts';

describe('landing after sign-in (R-GUARD-3 redirect back, decision 112)', () => {
  it('goes to the redirect path in the own area, query included', () => {
    expect(landingAfterSignIn('customer', '/c/jobs?q=rust')).toBe('/c/jobs?q=rust');
    expect(landingAfterSignIn('business', '/b/posting/7/preview')).toBe('/b/posting/7/preview');
  });

  it('goes to the dashboard without a redirect, or with one of the other area or a guest page', () => {
    expect(landingAfterSignIn('customer', null)).toBe('/c/dashboard');
    expect(landingAfterSignIn('customer', '/b/postings')).toBe('/c/dashboard');
    expect(landingAfterSignIn('business', '/register')).toBe('/b/dashboard');
  });
});

describe('registration roles (R-ROUTE-1)', () => {
  it('accepts only business and customer', () => {
    expect(isRegistrationRole('business')).toBe(true);
    expect(isRegistrationRole('customer')).toBe(true);
    expect(isRegistrationRole('admin')).toBe(false);
    expect(isRegistrationRole(undefined)).toBe(false);
  });
});
