/** Settings tab route {b,c}.settings.profile (spec §2). */
import { ProfileTab } from '../../features/settings/ProfileTab.tsx';

/** The profile tab. */
export function Component() {
  return <ProfileTab />;
}
