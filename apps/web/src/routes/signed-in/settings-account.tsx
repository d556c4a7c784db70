/** Settings tab route {b,c}.settings.account (R-ROUTE-4). */
import { AccountTab } from '../../features/settings/AccountTab.tsx';

/** The account tab. */
export function Component() {
  return <AccountTab />;
}
