/**
 * The request gate of every contract route (an onRequest hook, before the body is read):
 * 1. reads the Bearer token (valid, expired or unknown);
 * 2. decides, without writing, CSRF (a state-changing request without a valid Bearer token needs a
 *    matching X-XSRF-TOKEN: 419), authentication (401) and the role of the area (/api/v1/b/*
 *    business, /api/v1/c/* customer, `{area}` matching the role: 403);
 * 3. ONE write: the rate-limit counters of the operation (per token, or per IP for guests) and of
 *    the IP address (a ceiling across tokens), plus the use of the token when the request passes —
 *    activity restarts the 15-minute inactivity timer, background polls do not (R-SESSION-1);
 * 4. answers, in this order: 429 (with RateLimit-* headers and Retry-After), 419, 401, 403.
 * So a read request costs one indexed read (the token) and one write.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, roleMay, TEAM_MESSAGES } from '@hireloop/api/rules';
import { csrfMismatch, forbidden, tooManyRequests, unauthenticated } from '../lib/errors.ts';
import { sha256 } from '../lib/tokens.ts';
import { countRequest } from '../services/rateLimits.ts';
import { lookupToken, needsUsedRefresh, touchToken, type TokenRow } from '../services/sessions.ts';
import { csrfCookieName, CSRF_HEADER } from '../services/csrf.ts';
import {
  BACKGROUND_POLLS,
  NOTIFICATION_READS,
  STATE_CHANGING,
  TEAM_CAPABILITIES,
  UNLIMITED,
} from './policies.ts';
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
  const { db, config } = request.server.deps;
  const now = request.now;

  const plain = bearerToken(request);
  if (plain) {
    const found = await lookupToken(db, plain, now);
    if (found.state === 'valid')
      request.auth = {
        user: found.user,
        token: found.token,
        expiresInSeconds: found.expiresInSeconds,
        company: found.company,
      };
    else if (found.state === 'expired')
      request.expiredAuth = { user: found.user, token: found.token };
  }

  // Decide everything that needs no write first, so the one write below can include the token's use.
  let refusal: Error | null = null;
  if (STATE_CHANGING.has(request.method) && !request.auth) {
    const cookie = request.cookies[csrfCookieName(request.server.deps.config.secureCookies)];
    const header = request.headers[CSRF_HEADER];
    if (!request.server.deps.csrf.verify(cookie, typeof header === 'string' ? header : undefined))
      refusal = csrfMismatch();
  }
  // The session status answers an expired (but known) token with is_expired: true.
  if (
    !refusal &&
    operation.requiresAuth &&
    !request.auth &&
    !(operation.operationId === 'getSessionStatus' && request.expiredAuth)
  )
    refusal = unauthenticated();
  const role = requiredRole(operation.path, request.params as Record<string, unknown>);
  const user =
    request.auth?.user ?? (operation.requiresAuth ? request.expiredAuth?.user : undefined);
  if (!refusal && role && user && user.role !== role)
    refusal = forbidden(`This action requires the ${role} role.`);
  // Issue 36: what the member's role may not do answers 403 before any handler runs.
  const capability = TEAM_CAPABILITIES[operation.operationId];
  const company = request.auth?.company;
  if (
    !refusal &&
    capability &&
    company &&
    user?.role === 'business' &&
    !roleMay(company.role, capability)
  )
    refusal = forbidden(TEAM_MESSAGES.forbidden(company.role, capability));
  const touch =
    !refusal && request.auth ? tokenUse(request.auth.token, operation.operationId, now) : null;

  if (!UNLIMITED.has(operation.operationId)) {
    const reads = NOTIFICATION_READS.has(operation.operationId);
    const policy = reads ? config.rateLimits.notificationReads : config.rateLimits.requests;
    const subject = request.auth
      ? `token:${request.auth.token.id}`
      : plain
        ? `bearer:${sha256(plain).slice(0, 32)}`
        : `ip:${request.ip}`;
    const counted = await countRequest(
      db,
      {
        subject: { key: `${reads ? 'notification-reads' : 'requests'}:${subject}`, ...policy },
        address: { key: `address:ip:${request.ip}`, ...config.rateLimits.addressRequests },
        touch:
          touch && request.auth
            ? { tokenId: request.auth.token.id, activity: touch.activity }
            : null,
      },
      now,
    );
    const state =
      counted.address.limited && !counted.subject.limited ? counted.address : counted.subject;
    const limit = state === counted.address ? config.rateLimits.addressRequests : policy;
    void reply.headers({
      'ratelimit-limit': String(limit.max),
      'ratelimit-remaining': String(Math.max(0, limit.max - state.hits)),
      'ratelimit-reset': String(state.retryAfterSeconds),
    });
    if (counted.subject.limited || counted.address.limited) {
      const wait = Math.max(
        counted.subject.limited ? counted.subject.retryAfterSeconds : 0,
        counted.address.limited ? counted.address.retryAfterSeconds : 0,
      );
      throw tooManyRequests(wait, HTTP_MESSAGES.retryIn(wait));
    }
  } else if (touch && request.auth) {
    await touchToken(db, request.auth.token, now, touch.activity);
  }
  if (refusal) throw refusal;
  if (touch && request.auth) {
    request.auth.token.lastUsedAt = now;
    if (touch.activity) request.auth.token.lastActivityAt = now;
  }
}

/**
 * Whether a request of `operationId` at `now` records a use of `token`: activity (any call but the
 * background polls) always; a poll only when `last_used_at` is older than the granularity.
 */
function tokenUse(token: TokenRow, operationId: string, now: Date): { activity: boolean } | null {
  if (!BACKGROUND_POLLS.has(operationId)) return { activity: true };
  return needsUsedRefresh(token, now) ? { activity: false } : null;
}
