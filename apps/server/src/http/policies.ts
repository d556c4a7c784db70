/**
 * Per-operation policies that the contract states in prose (openapi.yaml info.description).
 */
import type { RateLimit } from '../services/rateLimits.ts';

/** Background polls: authenticated, but not activity (they do not restart the inactivity timer). */
export const BACKGROUND_POLLS: ReadonlySet<string> = new Set([
  'getSessionStatus',
  'listNotifications',
  'getUnreadNotificationCount',
]);

/** Notification reads, limited per token by {@link NOTIFICATION_READ_LIMIT}. */
export const NOTIFICATION_READS: ReadonlySet<string> = new Set([
  'listNotifications',
  'getUnreadNotificationCount',
]);

/** Notification reads: 30 a minute per token (contract default; the client polls every 60–300 s). */
export const NOTIFICATION_READ_LIMIT: RateLimit = { max: 30, windowMs: 60 * 1000 };

/** Every other call: 300 a minute per token, or per IP address for guests. */
export const GENERAL_LIMIT: RateLimit = { max: 300, windowMs: 60 * 1000 };

/** Operations exempt from rate limiting (load-balancer probes). */
export const UNLIMITED: ReadonlySet<string> = new Set(['getHealth']);

/** Methods that change state and so need a CSRF token when no valid Bearer token is sent. */
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
