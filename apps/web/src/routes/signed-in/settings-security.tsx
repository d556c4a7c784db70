/** Settings tab route {b,c}.settings.security (R-ROUTE-4). */
import { SecurityTab } from '../../features/settings/SecurityTab.tsx';

/** The security tab. */
export function Component() {
  return <SecurityTab />;
}
