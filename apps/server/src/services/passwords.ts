/**
 * Password hashing (argon2id with the OWASP minimum parameters) and the server's password check:
 * the seed's five rules shared with the web app (`passwordProblems` of `@hireloop/api/rules`)
 * plus the common/breached password check (issue 35, decisions 208 and 213), which only the server
 * runs (its dictionaries hold 236,514 entries, ~5 MB: kept out of the web bundle).
 */
import { hash, verify } from '@node-rs/argon2';
import { passwordProblems as ruleProblems } from '@hireloop/api/rules';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/** The message of a password found (with its variations) among the common and breached ones. */
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another.';

/**
 * A password whose estimated guesses are below 10^this is refused as too common: zxcvbn's
 * score 0–1, i.e. within the first million guesses of an attacker who tries the common and
 * breached passwords with their usual variations (capitals, l33t, reversal, digits or symbols
 * appended, keyboard walks, dates). @default 6 (10^6 guesses)
 */
export const COMMON_PASSWORD_MIN_GUESSES_LOG10 = 6;

let zxcvbn: ZxcvbnFactory | undefined;

/**
 * The dictionaries an attacker's guesses are drawn from, all shipped by zxcvbn-ts:
 * `@zxcvbn-ts/language-common` (49,233 common and breached passwords, 7,776 diceware words) and
 * `@zxcvbn-ts/language-en` (55,830 common English words, 88,799 surnames, 4,945 first names,
 * 29,782 Wikipedia words and short lists: numbers, months, days…): 236,514 entries in all.
 */
export const PASSWORD_DICTIONARIES: Record<string, readonly (string | number)[]> = {
  ...commonDictionary,
  ...englishDictionary,
};

/**
 * zxcvbn's estimate of the guesses (log10) an attacker needs for `password`, using
 * {@link PASSWORD_DICTIONARIES} and the keyboard graphs. The dictionaries are loaded on the first
 * call (a few hundred ms), then kept.
 */
export function passwordGuessesLog10(password: string): number {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: PASSWORD_DICTIONARIES as Record<string, (string | number)[]>,
    graphs: adjacencyGraphs,
  });
  return zxcvbn.check(password).guessesLog10;
}

/** True when `guessesLog10` is below {@link COMMON_PASSWORD_MIN_GUESSES_LOG10} (too common). */
export function isTooCommon(guessesLog10: number): boolean {
  return guessesLog10 < COMMON_PASSWORD_MIN_GUESSES_LOG10;
}

/**
 * Every problem of a new password (registration, password change, password reset): the seed's
 * five rule messages, then {@link PASSWORD_TOO_COMMON} when it is too common. Empty when the
 * password is acceptable. The common check only runs on a password that passes the five rules
 * and is at most 256 characters (zxcvbn's cost grows with the length; longer ones are not common).
 */
export function passwordProblems(password: string): string[] {
  const problems = ruleProblems(password);
  if (problems.length || password.length > 256) return problems;
  return isTooCommon(passwordGuessesLog10(password)) ? [PASSWORD_TOO_COMMON] : [];
}

/** argon2id, m=19456 KiB, t=2, p=1 (OWASP Password Storage Cheat Sheet). */
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password; the result is a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified when the e-mail is unknown so login takes the same time either way. */
let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification (timing-attack padding for unknown e-mails). */
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
}
