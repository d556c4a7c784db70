/** Routes b.notifications and c.notifications (R-NOTIF-1 Notifications screen). */
import { NotificationsScreen } from '../../features/notifications/NotificationsScreen.tsx';

/** The notifications screen. */
export function Component() {
  return <NotificationsScreen />;
}
