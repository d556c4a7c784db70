/** Route `unauthorized` (open to all, spec §2): shown when the role does not match. */
import { Unauthorized } from '../features/errors/ErrorScreens.tsx';

/** The unauthorized screen. */
export function Component() {
  return <Unauthorized />;
}
