import type { AuthUser } from '@hireloop/machines';
import { describe, expect, it } from 'vitest';
import { displayName, unreadBadgeText } from './user.ts';

const customer: AuthUser = {
  id: '1',
  role: 'customer',
  email: 'maya@example.com',
  firstName: 'Maya',
  lastName: 'Okafor',
};
const business: AuthUser = {
  id: '2',
  role: 'business',
  email: 'hr@example.com',
  businessName: 'Acme',
};

describe('display name fallback chain (R-SHELL-2)', () => {
  it("shows a customer's full name and a business's name", () => {
    expect(displayName(customer)).toBe('Maya Okafor');
    expect(displayName(business)).toBe('Acme');
  });

  it('falls back to the e-mail, then to "User"', () => {
    expect(displayName({ ...customer, firstName: null, lastName: ' ' })).toBe('maya@example.com');
    expect(displayName({ ...business, businessName: '' })).toBe('hr@example.com');
    expect(displayName({ ...business, businessName: null, email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  it('does not show a business name for a customer', () => {
    expect(displayName({ ...customer, firstName: null, lastName: null, businessName: 'X' })).toBe(
      'maya@example.com',
    );
  });
});

describe('unread badge (R-LIMIT-11 cap 99+)', () => {
  it('shows nothing at 0, the count up to 99, and "99+" from 100', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
