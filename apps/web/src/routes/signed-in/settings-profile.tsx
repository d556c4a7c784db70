/** Settings tab route {b,c}.settings.profile (R-ROUTE-4). */
import { ProfileTab } from '../../features/settings/ProfileTab.tsx';

/** The profile tab. */
export function Component() {
  return <ProfileTab />;
}
