/** Settings tab route {b,c}.settings.notifications (spec §2). */
import { NotificationSettingsTab } from '../../features/settings/NotificationSettingsTab.tsx';

/** The notifications tab. */
export function Component() {
  return <NotificationSettingsTab />;
}
