/** Route `home` (/, guests only, spec §2): the landing page. */
import { Landing } from '../features/landing/Landing.tsx';

/** The landing page. */
export function Component() {
  return <Landing />;
}
