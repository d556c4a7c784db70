/**
 * Attempt limits of login and register (contract "Rate limits"; issue 35 S2):
 * - failures: 5 per 15 minutes per IP address, and 5 per 15 minutes per e-mail *from one IP
 *   address*; a failure is any 422 answer of the call, whether the contract's validator or the
 *   handler gave it; the 6th attempt answers 429 with Retry-After, the right password included.
 *   Keyed on e-mail + address (as Laravel's login throttle is), an attacker locks out only their own
 *   address: five wrong passwords from strangers no longer lock the owner out.
 * - a per-account ceiling: 50 failures per e-mail in 15 minutes from all addresses together
 *   (`config.rateLimits.accountFailures`), so a guesser spread over many addresses is still slowed;
 *   the first time the ceiling is passed in a window, the account's owner gets a notice e-mail.
 * - successful registrations: 10 an hour per IP address (`config.rateLimits.registrations`).
 *
 * Counting is atomic: before anything else reads the body, one upsert reserves a hit on every
 * counter of the attempt and returns the new counts (services/rateLimits.ts `hitMany`). An attempt
 * whose reservation passes a limit answers 429; once the answer is known, reservations that the
 * answer does not count (a failure counter after a success, the registration counter after a
 * failure, every counter after a 429) are taken back. So parallel attempts cannot all read the same
 * count before any of them writes it: of any number of parallel wrong passwords, exactly five get
 * 422. The price: more than five attempts *in flight at once* from one address or for one e-mail
 * get 429 even when they would have succeeded.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { sha256 } from '../lib/tokens.ts';
import { queueEmail } from '../services/mail.ts';
import { hitMany, refund, type RateLimitKey } from '../services/rateLimits.ts';

/** Operations whose attempts are limited. */
export const AUTH_ATTEMPT_OPERATIONS: ReadonlySet<string> = new Set(['login', 'register']);

/**
 * The failure counter keys of an attempt: per IP address, per e-mail from that address, and per
 * e-mail from every address (the account ceiling). The e-mail is normalised (trimmed, lower-cased)
 * and hashed, so whatever bytes a client sends never reach SQL as a key.
 */
export function authAttemptKeys(operationId: string, ip: string, email: string | undefined) {
  const account = sha256((email ?? '').trim().toLowerCase());
  return {
    ip: `${operationId}-failures:ip:${ip}`,
    emailAtIp: `${operationId}-failures:email-ip:${account}:${ip}`,
    account: `${operationId}-failures:email:${account}`,
  };
}

/** Key of the successful registrations of an IP address. */
export const registrationKey = (ip: string) => `registrations:ip:${ip}`;

interface Reservation {
  /** Keys reserved, each with the status that makes its hit count. */
  keys: { key: string; countsOn: number }[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Counters reserved by {@link reserveAuthAttempt}, settled by {@link settleAuthAttempt}. */
    authAttempt?: Reservation;
  }
}

/** A counter of an attempt; `notifiesOwner`: passing it for the first time e-mails the owner. */
type Counter = RateLimitKey & { countsOn: number; notifiesOwner?: boolean };

function countersOf(request: FastifyRequest): { counters: Counter[]; email: string | undefined } {
  const operationId = request.routeOptions.config.operation?.operationId ?? '';
  const limits = request.server.deps.config.rateLimits;
  const body = request.body as Record<string, unknown> | undefined;
  const email = typeof body?.email === 'string' ? body.email : undefined;
  const keys = authAttemptKeys(operationId, request.ip, email);
  const counters: Counter[] = [{ key: keys.ip, countsOn: 422, ...limits.authFailures }];
  if (email) {
    counters.push({ key: keys.emailAtIp, countsOn: 422, ...limits.authFailures });
    counters.push({
      key: keys.account,
      countsOn: 422,
      notifiesOwner: operationId === 'login',
      ...limits.accountFailures,
    });
  }
  if (operationId === 'register')
    counters.push({ key: registrationKey(request.ip), countsOn: 201, ...limits.registrations });
  return { counters, email };
}

/**
 * Tells the owner of `email` (when an account has it) that sign-ins to their account are being
 * refused after many failed attempts from several addresses. Sent at most once per window of the
 * ceiling (its own counter: a refused attempt's hits are taken back, so the ceiling's count alone
 * would announce every refused attempt).
 */
async function noticeToOwner(request: FastifyRequest, accountKey: string, email: string) {
  const { db, config } = request.server.deps;
  const windowMs = config.rateLimits.accountFailures.windowMs;
  const [sent] = await hitMany(
    db,
    [{ key: `${accountKey}:notice`, max: 1, windowMs }],
    request.now,
  );
  if (sent!.limited) return;
  const [owner] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!owner) return;
  const minutes = Math.round(windowMs / 60_000);
  await queueEmail(
    db,
    {
      userId: owner.id,
      to: owner.email,
      subject: 'Many failed sign-ins to your Hireloop account',
      text:
        `Someone tried to sign in to your Hireloop account with a wrong password more than ` +
        `${config.rateLimits.accountFailures.max} times in ${minutes} minutes, from several ` +
        `addresses. We are slowing these attempts down.\n\nYou can still sign in from your usual ` +
        `device. If this was not you, change your password in Settings → Security.\n`,
    },
    request.now,
  );
}

/**
 * preValidation: reserves a hit on every counter of the attempt in one statement, and refuses the
 * attempt with 429 when one of them passes its limit.
 */
export async function reserveAuthAttempt(request: FastifyRequest): Promise<void> {
  const { counters, email } = countersOf(request);
  const states = await hitMany(request.server.deps.db, counters, request.now);
  request.authAttempt = { keys: counters.map(({ key, countsOn }) => ({ key, countsOn })) };
  const ceiling = counters.findIndex((c) => c.notifiesOwner);
  if (email && ceiling >= 0 && states[ceiling]!.limited)
    await noticeToOwner(request, counters[ceiling]!.key, email);
  const waits = states.filter((s) => s.limited).map((s) => s.retryAfterSeconds);
  if (waits.length) {
    const wait = Math.max(...waits);
    throw tooManyRequests(wait, `Too many attempts. Please try again in ${wait} seconds.`);
  }
}

/**
 * onSend: takes back the reservations the answer does not count (see the module comment), before
 * the client sees the answer.
 */
export async function settleAuthAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const reservation = request.authAttempt;
  if (!reservation) return payload;
  request.authAttempt = undefined;
  const back = reservation.keys.filter((k) => k.countsOn !== reply.statusCode).map((k) => k.key);
  await refund(request.server.deps.db, back, request.now);
  return payload;
}
