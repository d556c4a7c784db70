/**
 * Group `session` (spec §4, §7, §9): the inactivity status (a background poll, not activity), the
 * heartbeat and "Stay Logged In". A token without "remember me" expires after 15 minutes without
 * activity, measured with the store's clock; status still answers for it (`is_expired: true`), every
 * other call answers 401.
 */
import type { HttpHandler } from 'msw';
import { authenticate, type HandlerContext } from './shared.ts';

/** Handlers of the `session` group over `ctx.store`. */
export function sessionHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  return [
    http.get('/api/v1/auth/session/status', ({ request, response }) => {
      const caller = authenticate(ctx, request, { activity: false, allowExpired: true });
      if (!caller.ok) return response(caller.status).json(caller.body);
      const seconds = store.expiresInSeconds(caller.token);
      return response(200).json({
        data: { is_expired: seconds === 0, expires_in_seconds: seconds },
      });
    }),

    http.post('/api/v1/auth/session/extend', ({ request, response }) => {
      const caller = authenticate(ctx, request);
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({
        message: 'Session extended successfully',
        data: { expires_in_seconds: store.expiresInSeconds(caller.token) },
      });
    }),

    http.post('/api/v1/auth/session/heartbeat', ({ request, response }) => {
      const caller = authenticate(ctx, request);
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({
        data: { expires_in_seconds: store.expiresInSeconds(caller.token) },
      });
    }),
  ];
}
