/**
 * Registration rules of R-VALID-1.
 */
import type { Role } from '../../paths.ts';

/** The fields of the registration form (R-DATA-4 Registration draft). */
export interface RegistrationValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  agreedToTerms: boolean;
  businessName: string;
  firstName: string;
  lastName: string;
}

/** An empty form. */
export const emptyRegistration: RegistrationValues = {
  email: '',
  password: '',
  passwordConfirmation: '',
  agreedToTerms: false,
  businessName: '',
  firstName: '',
  lastName: '',
};

const present = (value: string) => value.trim() !== '';

/**
 * Whether the form may be submitted (R-VALID-2): email, password, passwordConfirmation and
 * agreedToTerms present, plus businessName for a business or firstName and lastName for a customer
 * and for a business joining a company by invitation (`joining`, issue 36: the company's name is
 * the invitation's). The password rules and the match are shown on the fields and checked by the
 * server.
 */
export function canSubmitRegistration(
  role: Role,
  values: RegistrationValues,
  joining = false,
): boolean {
  const common =
    present(values.email) &&
    values.password !== '' &&
    values.passwordConfirmation !== '' &&
    values.agreedToTerms;
  if (!common) return false;
  return role === 'business' && !joining
    ? present(values.businessName)
    : present(values.firstName) && present(values.lastName);
}
