/** Route `home` (/, guests only, R-ROUTE-1): the landing page. */
import { Landing } from '../features/landing/Landing.tsx';

/** The landing page. */
export function Component() {
  return <Landing />;
}
