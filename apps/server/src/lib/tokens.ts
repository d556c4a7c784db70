import { createHash, randomBytes } from 'node:crypto';

/** Random token of `bytes` bytes (@default 32 = 256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a token, hex; what the database stores instead of the token. */
export function sha256(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}
