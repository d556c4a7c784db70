/**
 * Attempt limits of login and register (contract "Rate limits"):
 * - failures: 5 per 15 minutes per IP address and per e-mail; a failure is any 422 answer of the
 *   call, whether the contract's validator or the handler gave it; the 6th attempt answers 429 with
 *   Retry-After, the right password included;
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
import { tooManyRequests } from '../lib/errors.ts';
import { sha256 } from '../lib/tokens.ts';
import { hitMany, refund, type RateLimitKey } from '../services/rateLimits.ts';

/** Operations whose attempts are limited. */
export const AUTH_ATTEMPT_OPERATIONS: ReadonlySet<string> = new Set(['login', 'register']);

/**
 * The two failure counter keys (per IP, per e-mail) of an attempt. The e-mail is normalised
 * (trimmed, lower-cased) and hashed, so whatever bytes a client sends never reach SQL as a key.
 */
export function authAttemptKeys(operationId: string, ip: string, email: string | undefined) {
  return {
    ip: `${operationId}-failures:ip:${ip}`,
    email: `${operationId}-failures:email:${sha256((email ?? '').trim().toLowerCase())}`,
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

function countersOf(request: FastifyRequest): (RateLimitKey & { countsOn: number })[] {
  const operationId = request.routeOptions.config.operation?.operationId ?? '';
  const limits = request.server.deps.config.rateLimits;
  const body = request.body as Record<string, unknown> | undefined;
  const email = typeof body?.email === 'string' ? body.email : undefined;
  const keys = authAttemptKeys(operationId, request.ip, email);
  const counters = [{ key: keys.ip, countsOn: 422, ...limits.authFailures }];
  if (email) counters.push({ key: keys.email, countsOn: 422, ...limits.authFailures });
  if (operationId === 'register')
    counters.push({ key: registrationKey(request.ip), countsOn: 201, ...limits.registrations });
  return counters;
}

/**
 * preValidation: reserves a hit on every counter of the attempt in one statement, and refuses the
 * attempt with 429 when one of them passes its limit.
 */
export async function reserveAuthAttempt(request: FastifyRequest): Promise<void> {
  const counters = countersOf(request);
  const states = await hitMany(request.server.deps.db, counters, request.now);
  request.authAttempt = { keys: counters.map(({ key, countsOn }) => ({ key, countsOn })) };
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
