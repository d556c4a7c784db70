/** Route `unauthorized` (open to all, R-ROUTE-1): shown when the role does not match. */
import { Unauthorized } from '../features/errors/ErrorScreens.tsx';

/** The unauthorized screen. */
export function Component() {
  return <Unauthorized />;
}
