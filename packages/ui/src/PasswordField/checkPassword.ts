/**
 * Password rules of R-VALID-1, each with its own message (keys of the `validation` namespace:
 * `password.<rule>`). Pure: no i18n, no DOM.
 */

/** Minimum password length in characters (Unicode code points), R-VALID-1 and R-LIMIT-12. */
export const PASSWORD_MIN_LENGTH = 8;

/** The rules, in the order the checklist shows them. */
export const passwordRules = ['minLength', 'uppercase', 'lowercase', 'number', 'special'] as const;

/** One rule of R-VALID-1. */
export type PasswordRule = (typeof passwordRules)[number];

/** Result of `checkPassword`. */
export interface PasswordCheck {
  /** True when every rule is met. */
  isValid: boolean;
  /** Whether each rule is met. */
  rules: Record<PasswordRule, boolean>;
  /** The rules not met, in checklist order. */
  failed: PasswordRule[];
}

const tests: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  uppercase: (p) => /\p{Lu}/u.test(p),
  lowercase: (p) => /\p{Ll}/u.test(p),
  number: (p) => /\p{Nd}/u.test(p),
  // Spec: "a special (non-alphanumeric) character".
  special: (p) => /[^\p{L}\p{N}]/u.test(p),
};

/**
 * Checks a password against the five rules of R-VALID-1: at least 8 characters, an uppercase
 * letter, a lowercase letter, a digit and a special (non-alphanumeric) character. Letters and
 * digits are Unicode-aware (`É` is uppercase, `٣` is a digit); length counts code points, so an
 * emoji is one character.
 */
export function checkPassword(password: string): PasswordCheck {
  const rules = Object.fromEntries(
    passwordRules.map((rule) => [rule, tests[rule](password)]),
  ) as Record<PasswordRule, boolean>;
  const failed = passwordRules.filter((rule) => !rules[rule]);
  return { isValid: failed.length === 0, rules, failed };
}
