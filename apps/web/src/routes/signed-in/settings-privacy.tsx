/** Settings tab route {b,c}.settings.privacy (spec §2). */
import { PrivacyTab } from '../../features/settings/PrivacyTab.tsx';

/** The privacy tab. */
export function Component() {
  return <PrivacyTab />;
}
