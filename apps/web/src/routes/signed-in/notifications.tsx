/** Routes b.notifications and c.notifications (spec §2 Notifications screen). */
import { NotificationsScreen } from '../../features/notifications/NotificationsScreen.tsx';

/** The notifications screen. */
export function Component() {
  return <NotificationsScreen />;
}
