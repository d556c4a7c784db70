/**
 * CSRF tokens for cookie-less-Bearer requests (R-API-2 `GET /sanctum/csrf-cookie`, R-ERR-2 419):
 * a signed double-submit cookie. The `XSRF-TOKEN` cookie holds `nonce.hmac(nonce)`; a
 * state-changing request must echo it in `X-XSRF-TOKEN`, and the server checks both that they match
 * and that the signature is its own (so a cookie planted by a sibling domain is refused). The signing
 * key lives in the database (`app_secrets`) so every server process shares it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/** The CSRF cookie's name over plain HTTP (development, tests). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The CSRF cookie's name when cookies are secure (HTTPS, `SECURE_COOKIES`): the `__Host-` prefix
 * makes browsers refuse it unless it is Secure, Path=/ and without Domain, so a sibling subdomain
 * cannot set or overwrite it (issue 35, decision 208).
 */
export const CSRF_HOST_COOKIE = '__Host-XSRF-TOKEN';

/** The CSRF cookie's name for this server: {@link CSRF_HOST_COOKIE} when `secureCookies`, else {@link CSRF_COOKIE}. */
export function csrfCookieName(secureCookies: boolean): string {
  return secureCookies ? CSRF_HOST_COOKIE : CSRF_COOKIE;
}
export const CSRF_HEADER = 'x-xsrf-token';
/** Lifetime of the cookie. @default 2 h, in seconds */
export const CSRF_COOKIE_MAX_AGE_S = 2 * 60 * 60;

/** Issues and checks CSRF tokens with one key. */
export interface CsrfService {
  issue(): string;
  /** True when `header` equals `cookie` and carries this server's signature. */
  verify(cookie: string | undefined, header: string | undefined): boolean;
}

/** Reads (or creates, once, shared by all processes) the signing key and returns the service. */
export async function createCsrfService(
  db: DbOrTx,
  now: Date,
  envKey?: string,
): Promise<CsrfService> {
  const key = envKey ?? (await loadOrCreateSecret(db, 'csrf', now));
  const sign = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');
  return {
    issue() {
      const nonce = randomBytes(24).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    },
    verify(cookie, header) {
      if (!cookie || !header) return false;
      const a = Buffer.from(cookie);
      const b = Buffer.from(header);
      if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
      const [nonce, mac, extra] = cookie.split('.');
      if (!nonce || !mac || extra !== undefined) return false;
      const expected = Buffer.from(sign(nonce));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** A named random secret kept in `app_secrets`, created on first use. */
export async function loadOrCreateSecret(db: DbOrTx, name: string, now: Date): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
