/** Settings tab route {b,c}.settings.privacy (R-ROUTE-4). */
import { PrivacyTab } from '../../features/settings/PrivacyTab.tsx';

/** The privacy tab. */
export function Component() {
  return <PrivacyTab />;
}
