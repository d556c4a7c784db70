import { describe, expect, it } from 'vitest';
import { canSubmitRegistration, emptyRegistration } from './registration.ts';

const filled = {
  ...emptyRegistration,
  email: 'a@example.com',
  password: 'Secret#123',
  passwordConfirmation: 'Secret#123',
  agreedToTerms: true,
};

describe('registration submit rule (R-VALID-2)', () => {
  it('needs first and last name for a customer', () => {
    expect(canSubmitRegistration('customer', filled)).toBe(false);
    expect(canSubmitRegistration('customer', { ...filled, firstName: 'Maya' })).toBe(false);
    expect(
      canSubmitRegistration('customer', { ...filled, firstName: 'Maya', lastName: 'Okafor' }),
    ).toBe(true);
  });

  it('needs the business name for a business', () => {
    expect(canSubmitRegistration('business', filled)).toBe(false);
    expect(canSubmitRegistration('business', { ...filled, businessName: 'Acme' })).toBe(true);
  });

  it('needs first and last name, not a business name, for a business joining by invitation', () => {
    expect(canSubmitRegistration('business', { ...filled, businessName: 'Acme' }, true)).toBe(
      false,
    );
    expect(canSubmitRegistration('business', { ...filled, firstName: 'Rosa' }, true)).toBe(false);
    expect(
      canSubmitRegistration(
        'business',
        { ...filled, firstName: 'Rosa', lastName: 'Delgado' },
        true,
      ),
    ).toBe(true);
  });

  it.each(['email', 'password', 'passwordConfirmation'] as const)('needs %s', (field) => {
    expect(
      canSubmitRegistration('business', { ...filled, businessName: 'Acme', [field]: '' }),
    ).toBe(false);
  });

  it('needs the terms accepted', () => {
    expect(
      canSubmitRegistration('business', { ...filled, businessName: 'Acme', agreedToTerms: false }),
    ).toBe(false);
  });
});
