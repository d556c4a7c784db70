import type { ApiClient } from '../client.ts';
import type { SessionStatus } from '../types.ts';
import { messageOr, unwrap } from './result.ts';

/** Messages of the session calls (R-SESSION-3, R-SESSION-5). */
export const SESSION_MESSAGES = {
  extended: 'Session extended successfully',
  extendFailed: 'Failed to extend session',
  statusFailed: 'Failed to check the session',
  heartbeatFailed: 'Failed to send the session heartbeat',
} as const;

/** Session calls of R-API-4 (status polled every 30 s, heartbeat every 2 min, extend on "Stay Logged In"). */
export function createSessionApi(client: ApiClient) {
  return {
    /** `GET /api/v1/auth/session/status` → `{isExpired, expiresInSeconds}` (seconds). @throws {ApiError} */
    async status(): Promise<SessionStatus> {
      const body = await unwrap(
        client.GET('/api/v1/auth/session/status'),
        SESSION_MESSAGES.statusFailed,
      );
      return body.data;
    },
    /**
     * `POST /api/v1/auth/session/extend`.
     * @returns the message ("Session extended successfully" unless the server says otherwise) and the new
     *   `expiresInSeconds`
     * @throws {ApiError} "Failed to extend session" (or the server message)
     */
    async extend(): Promise<{ message: string; expiresInSeconds: number }> {
      const body = await unwrap(
        client.POST('/api/v1/auth/session/extend'),
        SESSION_MESSAGES.extendFailed,
      );
      return {
        message: messageOr(body.message, SESSION_MESSAGES.extended),
        expiresInSeconds: body.data.expiresInSeconds,
      };
    },
    /** `POST /api/v1/auth/session/heartbeat` → `{expiresInSeconds}`. @throws {ApiError} (status 401 = expired, R-SESSION-5) */
    async heartbeat(): Promise<{ expiresInSeconds: number }> {
      const body = await unwrap(
        client.POST('/api/v1/auth/session/heartbeat'),
        SESSION_MESSAGES.heartbeatFailed,
      );
      return body.data;
    },
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
