/** Settings tab route {b,c}.settings.security (spec §2). */
import { SecurityTab } from '../../features/settings/SecurityTab.tsx';

/** The security tab. */
export function Component() {
  return <SecurityTab />;
}
