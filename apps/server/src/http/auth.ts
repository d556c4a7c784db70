/**
 * The request gate of every contract route (an onRequest hook, before the body is read):
 * 1. reads the Bearer token (valid, expired or unknown);
 * 2. applies the rate limit of the operation and sets the RateLimit-* headers (429 + Retry-After);
 * 3. CSRF: a state-changing request without a valid Bearer token needs a matching X-XSRF-TOKEN (419);
 * 4. authentication (401), then the role of the area: /api/v1/b/* business, /api/v1/c/* customer,
 *    `{area}` matching the role (403);
 * 5. records the use of the token: activity restarts the 15-minute inactivity timer, background
 *    polls do not (spec §4).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfMismatch, forbidden, tooManyRequests, unauthenticated } from '../lib/errors.ts';
import { sha256 } from '../lib/tokens.ts';
import { hit } from '../services/rateLimits.ts';
import { lookupToken, touchToken } from '../services/sessions.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../services/csrf.ts';
import { BACKGROUND_POLLS, NOTIFICATION_READS, STATE_CHANGING, UNLIMITED } from './policies.ts';
import type { Role } from '../db/schema.ts';

const AREA_ROLE: Record<string, Role> = { b: 'business', c: 'customer' };

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The role an operation's path demands, or null when any signed-in user may call it. */
export function requiredRole(path: string, params: Record<string, unknown>): Role | null {
  if (path.startsWith('/api/v1/b/')) return 'business';
  if (path.startsWith('/api/v1/c/')) return 'customer';
  if (path.startsWith('/api/v1/{area}/')) return AREA_ROLE[String(params.area)] ?? null;
  return null;
}

/** The onRequest hook; see the module comment. */
export async function gate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const operation = request.routeOptions.config.operation;
  request.now = request.server.deps.clock.now();
  request.auth = null;
  request.expiredAuth = null;
  if (!operation) return;
  const { db } = request.server.deps;
  const now = request.now;

  const plain = bearerToken(request);
  if (plain) {
    const found = await lookupToken(db, plain, now);
    if (found.state === 'valid')
      request.auth = {
        user: found.user,
        token: found.token,
        expiresInSeconds: found.expiresInSeconds,
      };
    else if (found.state === 'expired')
      request.expiredAuth = { user: found.user, token: found.token };
  }

  if (!UNLIMITED.has(operation.operationId)) {
    const policy = NOTIFICATION_READS.has(operation.operationId)
      ? request.server.deps.config.rateLimits.notificationReads
      : request.server.deps.config.rateLimits.requests;
    const subject = request.auth
      ? `token:${request.auth.token.id}`
      : plain
        ? `bearer:${sha256(plain).slice(0, 32)}`
        : `ip:${request.ip}`;
    const key = `${NOTIFICATION_READS.has(operation.operationId) ? 'notification-reads' : 'requests'}:${subject}`;
    const state = await hit(db, key, policy, now);
    void reply.headers({
      'ratelimit-limit': String(policy.max),
      'ratelimit-remaining': String(Math.max(0, policy.max - state.hits)),
      'ratelimit-reset': String(state.retryAfterSeconds),
    });
    if (state.limited)
      throw tooManyRequests(
        state.retryAfterSeconds,
        `Too many requests. Please try again in ${state.retryAfterSeconds} seconds.`,
      );
  }

  if (STATE_CHANGING.has(request.method) && !request.auth) {
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!request.server.deps.csrf.verify(cookie, typeof header === 'string' ? header : undefined))
      throw csrfMismatch();
  }

  if (operation.requiresAuth && !request.auth) {
    // The session status answers an expired (but known) token with is_expired: true.
    if (!(operation.operationId === 'getSessionStatus' && request.expiredAuth))
      throw unauthenticated();
  }

  const role = requiredRole(operation.path, request.params as Record<string, unknown>);
  const user =
    request.auth?.user ?? (operation.requiresAuth ? request.expiredAuth?.user : undefined);
  if (role && user && user.role !== role) throw forbidden(`This action requires the ${role} role.`);

  if (request.auth)
    await touchToken(db, request.auth.token, now, !BACKGROUND_POLLS.has(operation.operationId));
}
