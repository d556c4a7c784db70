/** Route `not-found` (any other path, open to all, R-ROUTE-1). */
import { NotFound } from '../features/errors/ErrorScreens.tsx';

/** The not-found screen. */
export function Component() {
  return <NotFound />;
}
