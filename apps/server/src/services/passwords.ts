/**
 * Password hashing (argon2id with the OWASP minimum parameters) and the password rules of spec §5.
 */
import { hash, verify } from '@node-rs/argon2';

/** argon2id, m=19456 KiB, t=2, p=1 (OWASP Password Storage Cheat Sheet). */
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Minimum password length (spec §9). @default 8 */
export const PASSWORD_MIN_LENGTH = 8;

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

/**
 * The password rules of spec §5, each with its own message, in the spec's order.
 * @returns the messages of the rules `password` breaks (empty when it is acceptable).
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('Must be at least 8 characters');
  if (!/\p{Lu}/u.test(password)) problems.push('Must contain uppercase letter');
  if (!/\p{Ll}/u.test(password)) problems.push('Must contain lowercase letter');
  if (!/\p{Nd}/u.test(password)) problems.push('Must contain number');
  if (!/[^\p{L}\p{N}]/u.test(password)) problems.push('Must contain special character');
  return problems;
}
