/**
 * Failure limits of login and register (contract: 5 failures per 15 minutes per IP address and per
 * e-mail; the 6th attempt answers 429 with Retry-After). A failure is any 422 answer of the call,
 * whether the contract's validator or the handler gave it. Counters live in PostgreSQL.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/errors.ts';
import { exhausted, hit } from '../services/rateLimits.ts';

/** Operations whose failures are limited. */
export const AUTH_ATTEMPT_OPERATIONS: ReadonlySet<string> = new Set(['login', 'register']);

/** The two counter keys (per IP, per e-mail) of an attempt. */
export function authAttemptKeys(operationId: string, ip: string, email: string | undefined) {
  return {
    ip: `${operationId}-failures:ip:${ip}`,
    email: `${operationId}-failures:email:${(email ?? '').trim().toLowerCase()}`,
  };
}

function keysOf(request: FastifyRequest): string[] {
  const operationId = request.routeOptions.config.operation?.operationId ?? '';
  const body = request.body as Record<string, unknown> | undefined;
  const email = typeof body?.email === 'string' ? body.email : undefined;
  const keys = authAttemptKeys(operationId, request.ip, email);
  return email ? [keys.ip, keys.email] : [keys.ip];
}

/** preValidation: refuses the attempt with 429 when the IP or the e-mail has used up its failures. */
export async function guardAuthAttempt(request: FastifyRequest): Promise<void> {
  const wait = await exhausted(
    request.server.deps.db,
    keysOf(request),
    request.server.deps.config.rateLimits.authFailures,
    request.now,
  );
  if (wait !== null)
    throw tooManyRequests(wait, `Too many attempts. Please try again in ${wait} seconds.`);
}

/** onSend: counts a 422 answer as a failure of the IP and the e-mail. */
export async function countAuthFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode === 422) {
    for (const key of keysOf(request))
      await hit(
        request.server.deps.db,
        key,
        request.server.deps.config.rateLimits.authFailures,
        request.now,
      );
  }
  return payload;
}
