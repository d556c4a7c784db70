/** Settings tab route {b,c}.settings.account (spec §2). */
import { AccountTab } from '../../features/settings/AccountTab.tsx';

/** The account tab. */
export function Component() {
  return <AccountTab />;
}
