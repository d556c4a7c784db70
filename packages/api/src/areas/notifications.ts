import type { ApiClient } from '../client.ts';
import type { Area, Notification, NotificationList } from '../types.ts';
import { messageOr, unwrapEnvelope } from './result.ts';

/** Messages of the notification calls (R-ERR-7, R-ERR-8; errors fall back to these; successes too). */
export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Failed to fetch notifications',
  unreadCountFailed: 'Failed to get unread count',
  markReadFailed: 'Failed to mark notification as read',
  deleteFailed: 'Failed to delete notification',
  markedRead: 'Notification marked as read',
  deleted: 'Notification deleted',
  readAllFailed: 'Failed to mark all notifications as read',
  readAll: 'All notifications marked as read',
  toggleImportantFailed: 'Failed to update notification',
  toggledImportant: 'Notification updated',
} as const;

/** Query of the notification list: page from 1, `perPage` default 10 (R-LIMIT-9), filter default all. */
export interface NotificationListQuery {
  page?: number;
  perPage?: number;
  filter?: 'all' | 'unread' | 'important';
}

/**
 * Notification calls of R-API-6 under `/api/v1/{area}/notifications`. Every call checks the
 * envelope's `status === 'success'` and throws an {@link ApiError} with the server message or the
 * spec's fallback otherwise.
 *
 * @param area `b` for businesses, `c` for customers (the default for a user with no role, R-ROLE-4)
 */
export function createNotificationsApi(client: ApiClient, area: Area) {
  const path = { area };
  return {
    /** The list with `unreadCount` and pagination meta. @throws {ApiError} "Failed to fetch notifications" */
    async list(query: NotificationListQuery = {}): Promise<NotificationList> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/{area}/notifications', { params: { path, query } }),
        NOTIFICATION_MESSAGES.fetchFailed,
      );
      return body.data;
    },
    /** `data.count` of unread notifications. @throws {ApiError} "Failed to get unread count" */
    async unreadCount(): Promise<number> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/{area}/notifications/unread-count', { params: { path } }),
        NOTIFICATION_MESSAGES.unreadCountFailed,
      );
      return body.data.count;
    },
    /** @returns the updated notification and "Notification marked as read" (or the server message). @throws {ApiError} */
    async markRead(id: string): Promise<{ notification: Notification; message: string }> {
      const body = await unwrapEnvelope(
        client.POST('/api/v1/{area}/notifications/mark-read/{id}', {
          params: { path: { ...path, id } },
        }),
        NOTIFICATION_MESSAGES.markReadFailed,
      );
      return {
        notification: body.data,
        message: messageOr(body.message, NOTIFICATION_MESSAGES.markedRead),
      };
    },
    /** Marks every notification read. @returns counts and the message. @throws {ApiError} */
    async readAll(): Promise<{ updatedCount: number; unreadCount: number; message: string }> {
      const body = await unwrapEnvelope(
        client.POST('/api/v1/{area}/notifications/read-all', { params: { path } }),
        NOTIFICATION_MESSAGES.readAllFailed,
      );
      return { ...body.data, message: messageOr(body.message, NOTIFICATION_MESSAGES.readAll) };
    },
    /** Toggles the important flag. @returns the updated notification. @throws {ApiError} */
    async toggleImportant(id: string): Promise<{ notification: Notification; message: string }> {
      const body = await unwrapEnvelope(
        client.POST('/api/v1/{area}/notifications/toggle-important/{id}', {
          params: { path: { ...path, id } },
        }),
        NOTIFICATION_MESSAGES.toggleImportantFailed,
      );
      return {
        notification: body.data,
        message: messageOr(body.message, NOTIFICATION_MESSAGES.toggledImportant),
      };
    },
    /** @returns "Notification deleted" (or the server message). @throws {ApiError} "Failed to delete notification" */
    async remove(id: string): Promise<{ message: string }> {
      const body = await unwrapEnvelope(
        client.DELETE('/api/v1/{area}/notifications/delete/{id}', {
          params: { path: { ...path, id } },
        }),
        NOTIFICATION_MESSAGES.deleteFailed,
      );
      return { message: messageOr(body.message, NOTIFICATION_MESSAGES.deleted) };
    },
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
