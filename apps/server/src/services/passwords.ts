/**
 * Password hashing (argon2id with the OWASP minimum parameters). The password rules themselves
 * are shared with the web app: `passwordProblems` of `@hireloop/api/rules`.
 */
import { hash, verify } from '@node-rs/argon2';

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
