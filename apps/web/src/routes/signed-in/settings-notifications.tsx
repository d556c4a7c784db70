/** Settings tab route {b,c}.settings.notifications (R-ROUTE-4). */
import { NotificationSettingsTab } from '../../features/settings/NotificationSettingsTab.tsx';

/** The notifications tab. */
export function Component() {
  return <NotificationSettingsTab />;
}
