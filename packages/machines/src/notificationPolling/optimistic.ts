import type { NotificationId, NotificationList } from '../types.ts';

/**
 * A change to the notification list the user asked for (R-NOTIF-4).
 * Each is idempotent, so it can be laid again on a list that already has it.
 */
export type NotificationMutation =
  | { kind: 'markRead'; id: NotificationId }
  | { kind: 'readAll' }
  | { kind: 'setImportant'; id: NotificationId; isImportant: boolean }
  | { kind: 'remove'; id: NotificationId };

/** A mutation sent to the server and not answered yet. */
export interface PendingMutation {
  /** Also the id of the child actor running the call. */
  mutationId: string;
  mutation: NotificationMutation;
  /** True while the change waits for its Undo toast to leave: shown, but not sent yet. */
  deferred?: boolean;
}

/** The list with one mutation applied; the unread count follows (never below 0). */
export function applyMutation(
  list: NotificationList,
  mutation: NotificationMutation,
): NotificationList {
  switch (mutation.kind) {
    case 'markRead': {
      const target = list.notifications.find((item) => item.id === mutation.id);
      if (!target || target.isRead) return list;
      return {
        ...list,
        notifications: list.notifications.map((item) =>
          item.id === mutation.id ? { ...item, isRead: true } : item,
        ),
        unreadCount: Math.max(0, list.unreadCount - 1),
      };
    }
    case 'readAll':
      return {
        ...list,
        notifications: list.notifications.map((item) =>
          item.isRead ? item : { ...item, isRead: true },
        ),
        unreadCount: 0,
      };
    case 'setImportant':
      return {
        ...list,
        notifications: list.notifications.map((item) =>
          item.id === mutation.id ? { ...item, isImportant: mutation.isImportant } : item,
        ),
      };
    case 'remove': {
      const target = list.notifications.find((item) => item.id === mutation.id);
      if (!target) return list;
      return {
        ...list,
        notifications: list.notifications.filter((item) => item.id !== mutation.id),
        unreadCount: target.isRead ? list.unreadCount : Math.max(0, list.unreadCount - 1),
      };
    }
  }
}

/**
 * What the user sees: the server's list with every pending mutation laid on top, in order. Dropping
 * a failed mutation from `pending` is the rollback; a fresh server list keeps the pending ones.
 */
export function applyPending(
  list: NotificationList,
  pending: readonly PendingMutation[],
): NotificationList {
  return pending.reduce((current, { mutation }) => applyMutation(current, mutation), list);
}
