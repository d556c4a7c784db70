/**
 * Bearer tokens as sessions (R-SESSION-1 "Session timeout", R-API-4 session calls): creation at login,
 * lookup by hash, the 15-minute inactivity limit for tokens without remember, the absolute lifetime
 * of every token, and revocation.
 */
import { LIMITS } from '@hireloop/api/rules';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { prepared, type DbOrTx } from '../db/client.ts';
import { companies, companyMembers, personalAccessTokens, users } from '../db/schema.ts';
import type { CompanyAccess } from './companyAccess.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';

/** Inactivity limit of a token without remember (R-LIMIT-1). @default 15 min, in ms */
export const INACTIVITY_LIMIT_MS = LIMITS.inactivityMs;
/** Absolute lifetime of a token without remember. @default 12 h, in ms */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Absolute lifetime of a token with remember. @default 30 days, in ms */
export const REMEMBER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** `last_used_at` is refreshed by background polls at most this often. @default 60 s, in ms */
const LAST_USED_GRANULARITY_MS = 60 * 1000;

export type TokenRow = typeof personalAccessTokens.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The result of looking a token up. */
export type TokenLookup =
  | {
      state: 'valid';
      token: TokenRow;
      user: UserRow;
      expiresInSeconds: number;
      /** The business member's access to their company (issue 36); null for customers. */
      company: CompanyAccess | null;
    }
  | { state: 'expired'; token: TokenRow; user: UserRow }
  | { state: 'unknown' };

/**
 * Issues a new token for `userId`.
 * @returns the plain token (shown to the client once; only its SHA-256 is stored) and its row.
 */
export async function createToken(
  db: DbOrTx,
  input: { userId: string; remember: boolean; device: string; ipAddress: string | null; now: Date },
): Promise<{ plainToken: string; token: TokenRow }> {
  const plainToken = randomToken(32);
  const lifetime = input.remember ? REMEMBER_LIFETIME_MS : SESSION_LIFETIME_MS;
  const [token] = await db
    .insert(personalAccessTokens)
    .values({
      userId: input.userId,
      tokenHash: sha256(plainToken),
      name: input.device.slice(0, 255) || 'Unknown device',
      ipAddress: input.ipAddress,
      remember: input.remember,
      createdAt: input.now,
      lastActivityAt: input.now,
      lastUsedAt: input.now,
      expiresAt: new Date(input.now.getTime() + lifetime),
    })
    .returning();
  return { plainToken, token: token! };
}

/**
 * Seconds left before `token` expires at `now`, rounded up: the inactivity limit for tokens without
 * remember (capped by the absolute lifetime), the absolute lifetime for remembered ones. ≤ 0 means
 * expired, which is exact to the millisecond: 899,999 ms idle leaves 1 s, 900,000 ms none
 * (rounding down ended sessions up to a second early, issue 35).
 */
export function secondsLeft(token: TokenRow, now: Date): number {
  const absolute = token.expiresAt.getTime() - now.getTime();
  const left = token.remember
    ? absolute
    : Math.min(absolute, token.lastActivityAt.getTime() + INACTIVITY_LIMIT_MS - now.getTime());
  return Math.ceil(left / 1000);
}

/** Looks up a plain token and tells whether it is valid at `now`. */
export async function lookupToken(db: DbOrTx, plainToken: string, now: Date): Promise<TokenLookup> {
  const query = prepared(db, 'lookup_token', (d) =>
    d
      .select({
        token: personalAccessTokens,
        user: users,
        memberId: companyMembers.id,
        memberRole: companyMembers.role,
        companyId: companyMembers.companyId,
        ownerId: companies.userId,
      })
      .from(personalAccessTokens)
      .innerJoin(users, eq(users.id, personalAccessTokens.userId))
      .leftJoin(
        companyMembers,
        and(eq(companyMembers.userId, users.id), isNull(companyMembers.removedAt)),
      )
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(personalAccessTokens.tokenHash, sql.placeholder('hash')))
      .limit(1)
      .prepare('lookup_token'),
  );
  const [row] = await query.execute({ hash: sha256(plainToken) });
  if (!row) return { state: 'unknown' };
  const left = secondsLeft(row.token, now);
  if (left <= 0) return { state: 'expired', token: row.token, user: row.user };
  const company =
    row.memberId && row.memberRole && row.companyId && row.ownerId
      ? {
          memberId: row.memberId,
          companyId: row.companyId,
          ownerId: row.ownerId,
          role: row.memberRole,
          userId: row.user.id,
        }
      : null;
  return { state: 'valid', token: row.token, user: row.user, expiresInSeconds: left, company };
}

/** Whether a background poll at `now` should refresh `last_used_at` of `token` (at most once a minute). */
export function needsUsedRefresh(token: TokenRow, now: Date): boolean {
  return now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS;
}

/**
 * Records a use of `token` at `now`. `activity` (any request but the background polls) restarts the
 * inactivity timer; a poll only refreshes `last_used_at`, at most once a minute.
 */
export async function touchToken(
  db: DbOrTx,
  token: TokenRow,
  now: Date,
  activity: boolean,
): Promise<void> {
  if (activity) {
    await db
      .update(personalAccessTokens)
      .set({ lastActivityAt: now, lastUsedAt: now })
      .where(eq(personalAccessTokens.id, token.id));
    token.lastActivityAt = now;
    token.lastUsedAt = now;
  } else if (needsUsedRefresh(token, now)) {
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: now })
      .where(eq(personalAccessTokens.id, token.id));
    token.lastUsedAt = now;
  }
}

/** Revokes one token of `userId` (no effect on other users' tokens). @returns whether one was revoked */
export async function revokeToken(db: DbOrTx, userId: string, tokenId: string): Promise<boolean> {
  const rows = await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.id, tokenId), eq(personalAccessTokens.userId, userId)))
    .returning({ id: personalAccessTokens.id });
  return rows.length > 0;
}

/** Revokes every token of `userId` except `keepTokenId` (after a password change). */
export async function revokeOtherTokens(
  db: DbOrTx,
  userId: string,
  keepTokenId: string | null,
): Promise<void> {
  await db
    .delete(personalAccessTokens)
    .where(
      keepTokenId
        ? and(
            eq(personalAccessTokens.userId, userId),
            sql`${personalAccessTokens.id} <> ${keepTokenId}`,
          )
        : eq(personalAccessTokens.userId, userId),
    );
}

/** Deletes tokens that can no longer be used at `now` (housekeeping). */
export async function pruneTokens(db: DbOrTx, now: Date): Promise<void> {
  const idleBefore = new Date(now.getTime() - INACTIVITY_LIMIT_MS - 24 * 60 * 60 * 1000);
  await db
    .delete(personalAccessTokens)
    .where(
      or(
        lt(personalAccessTokens.expiresAt, now),
        and(
          eq(personalAccessTokens.remember, false),
          lt(personalAccessTokens.lastActivityAt, idleBefore),
        ),
      ),
    );
}

/** A short device description from a User-Agent header, e.g. "Chrome on macOS". */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : undefined;
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 80);
}
