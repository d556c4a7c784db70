/**
 * Notification calls of both areas (R-NOTIF-2, R-NOTIF-4, R-API-6, R-ERR-7): list (paginated, 10 a page, filters all /
 * unread / important, with the unread count), unread count, mark read, read all, toggle important,
 * delete. Every query is scoped to the signed-in user: another user's id answers 404.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { defineModule } from '../types.ts';
import { defineHandlers } from '../../http/context.ts';
import { notFound } from '../../lib/errors.ts';
import { notifications } from '../../db/schema.ts';
import { toNotification, unreadCount } from '../../services/notifications.ts';

const FILTERS = {
  all: sql`true`,
  unread: sql`${notifications.readAt} IS NULL`,
  important: sql`${notifications.isImportant}`,
} as const;

const handlers = defineHandlers({
  async listNotifications({ query, user, deps }) {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 10;
    const filter = FILTERS[query.filter ?? 'all'];
    const [counts] = await deps.db
      .select({
        total: sql<number>`(count(*) FILTER (WHERE ${filter}))::int`,
        unread: sql<number>`(count(*) FILTER (WHERE ${notifications.readAt} IS NULL))::int`,
      })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    const rows = await deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), filter))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const total = Number(counts?.total ?? 0);
    return {
      status: 'success',
      message: 'Notifications retrieved successfully',
      data: {
        notifications: rows.map(toNotification),
        unread_count: Number(counts?.unread ?? 0),
        meta: {
          current_page: page,
          per_page: perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / perPage)),
        },
      },
    };
  },

  async getUnreadNotificationCount({ user, deps }) {
    return {
      status: 'success',
      message: 'Unread count retrieved successfully',
      data: { count: await unreadCount(deps.db, user.id) },
    };
  },

  async markNotificationRead({ params, user, deps, now }) {
    const [row] = await deps.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, params.id), eq(notifications.userId, user.id)))
      .returning();
    if (!row) throw notFound('Notification not found.');
    return { status: 'success', message: 'Notification marked as read', data: toNotification(row) };
  },

  async markAllNotificationsRead({ user, deps, now }) {
    const rows = await deps.db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return {
      status: 'success',
      message: 'All notifications marked as read',
      data: { updated_count: rows.length, unread_count: 0 },
    };
  },

  async toggleNotificationImportant({ params, user, deps }) {
    const [row] = await deps.db
      .update(notifications)
      .set({ isImportant: sql`NOT ${notifications.isImportant}` })
      .where(and(eq(notifications.id, params.id), eq(notifications.userId, user.id)))
      .returning();
    if (!row) throw notFound('Notification not found.');
    return {
      status: 'success',
      message: row.isImportant
        ? 'Notification marked as important'
        : 'Notification no longer marked as important',
      data: toNotification(row),
    };
  },

  async deleteNotification({ params, user, deps }) {
    const rows = await deps.db
      .delete(notifications)
      .where(and(eq(notifications.id, params.id), eq(notifications.userId, user.id)))
      .returning({ id: notifications.id });
    if (rows.length === 0) throw notFound('Notification not found.');
    return { status: 'success', message: 'Notification deleted', data: null };
  },
});

export default defineModule({ name: 'notifications', handlers });
