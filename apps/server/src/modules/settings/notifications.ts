/**
 * The notifications tab: in-app and e-mail settings per kind, and the e-mail frequency.
 * Every call acts on the signed-in user only (the gate checked that `{area}` is their role).
 */
import { eq } from 'drizzle-orm';
import { defineHandlers } from '../../http/context.ts';
import { notificationSettings } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Schema } from '../../contract/types.ts';
import { completePreferences, type NotificationPreferences } from '../../services/notifications.ts';
import { SUCCESS } from './shared.ts';

/** The user's notification settings, defaults merged in. */
export async function notificationSettingsOf(
  db: DbOrTx,
  userId: string,
): Promise<Schema<'NotificationSettings'>> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return { settings: completePreferences(row?.settings), frequency: row?.frequency ?? 'instant' };
}

/** Handlers of the notifications tab. */
export const notificationsHandlers = defineHandlers({
  async getNotificationSettings({ user, deps }) {
    return {
      status: SUCCESS,
      message: 'Settings retrieved successfully',
      data: await notificationSettingsOf(deps.db, user.id),
    };
  },

  async updateNotificationSettings({ user, deps, body, now }) {
    const current = await notificationSettingsOf(deps.db, user.id);
    const settings: NotificationPreferences = {
      ...(current.settings as NotificationPreferences),
      ...(body.settings as Partial<NotificationPreferences>),
    };
    await deps.db
      .insert(notificationSettings)
      .values({ userId: user.id, settings, frequency: body.frequency, updatedAt: now })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { settings, frequency: body.frequency, updatedAt: now },
      });
    return {
      status: SUCCESS,
      message: 'Settings updated successfully',
      data: { settings, frequency: body.frequency },
    };
  },
});
