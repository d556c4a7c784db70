/**
 * Group `notifications` (spec §2, §4, §7, §8): the list of either area (`{area}` = `b` or `c`; the
 * other role's area answers 403) with the tabs all / unread / important, 10 a page by default, the
 * unread count, and the actions. Envelopes `{status: 'success', message, data}` with the spec's
 * messages ("Notification marked as read", "Notification deleted"). The list and the count are
 * background polls: they do not count as session activity.
 */
import type { HttpHandler } from 'msw';
import type { NotificationRecord, Schemas } from '../types.ts';
import {
  authorizeArea,
  pageParams,
  paginate,
  searchParams,
  uuidParam,
  type HandlerContext,
} from './shared.ts';

const FILTERS = ['all', 'unread', 'important'] as const;

function wire(record: NotificationRecord): Schemas['Notification'] {
  const { user_id: _user, ...notification } = record;
  return notification;
}

/** Handlers of the `notifications` group over `ctx.store`. */
export function notificationsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;

  const unreadCount = (userId: string): number =>
    store.notifications.filter(
      (notification) => notification.user_id === userId && !notification.is_read,
    ).length;

  const findOwn = (userId: string, id: string): NotificationRecord | undefined =>
    store.notifications.find(
      (notification) => notification.id === id && notification.user_id === userId,
    );

  return [
    http.get('/api/v1/{area}/notifications', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area, { activity: false });
      if (!caller.ok) return response(caller.status).json(caller.body);
      const page = pageParams(request, { maxPerPage: 100, defaultPerPage: 10 });
      if (!page.ok) return response(page.status).json(page.body);
      const filter = searchParams(request).get('filter') ?? 'all';
      if (!(FILTERS as readonly string[]).includes(filter)) {
        const message = 'The filter parameter must be one of: all, unread, important.';
        return response(400).json({ message, errors: { filter: [message] } });
      }
      const userId = caller.account.user.id;
      const all = store.notificationsOf(userId);
      const shown = all.filter((notification) =>
        filter === 'unread'
          ? !notification.is_read
          : filter === 'important'
            ? notification.is_important
            : true,
      );
      const { data, meta } = paginate(shown.map(wire), page);
      return response(200).json({
        status: 'success',
        message: 'Notifications retrieved successfully',
        data: { notifications: data, unread_count: unreadCount(userId), meta },
      });
    }),

    http.get('/api/v1/{area}/notifications/unread-count', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area, { activity: false });
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({
        status: 'success',
        message: 'Unread count retrieved successfully',
        data: { count: unreadCount(caller.account.user.id) },
      });
    }),

    http.post('/api/v1/{area}/notifications/mark-read/{id}', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const notification = findOwn(caller.account.user.id, id.value);
      if (!notification) return response(404).json({ message: 'Not found.' });
      notification.is_read = true;
      return response(200).json({
        status: 'success',
        message: 'Notification marked as read',
        data: wire(notification),
      });
    }),

    http.post('/api/v1/{area}/notifications/read-all', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      let updated = 0;
      for (const notification of store.notifications) {
        if (notification.user_id === caller.account.user.id && !notification.is_read) {
          notification.is_read = true;
          updated += 1;
        }
      }
      return response(200).json({
        status: 'success',
        message: 'All notifications marked as read',
        data: { updated_count: updated, unread_count: 0 },
      });
    }),

    http.post(
      '/api/v1/{area}/notifications/toggle-important/{id}',
      ({ request, params, response }) => {
        const caller = authorizeArea(ctx, request, params.area);
        if (!caller.ok) return response(caller.status).json(caller.body);
        const id = uuidParam('id', params.id);
        if (!id.ok) return response(id.status).json(id.body);
        const notification = findOwn(caller.account.user.id, id.value);
        if (!notification) return response(404).json({ message: 'Not found.' });
        notification.is_important = !notification.is_important;
        return response(200).json({
          status: 'success',
          message: notification.is_important
            ? 'Notification marked as important'
            : 'Notification no longer marked as important',
          data: wire(notification),
        });
      },
    ),

    http.delete('/api/v1/{area}/notifications/delete/{id}', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const notification = findOwn(caller.account.user.id, id.value);
      if (!notification) return response(404).json({ message: 'Not found.' });
      store.notifications = store.notifications.filter((item) => item !== notification);
      return response(200).json({ status: 'success', message: 'Notification deleted', data: null });
    }),
  ];
}
