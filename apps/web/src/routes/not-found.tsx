/** Route `not-found` (any other path, open to all, spec §2). */
import { NotFound } from '../features/errors/ErrorScreens.tsx';

/** The not-found screen. */
export function Component() {
  return <NotFound />;
}
