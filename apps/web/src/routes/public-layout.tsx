/** Layout route of the public pages (header, page, footer). */
import { PublicLayout } from '../features/chrome/PublicLayout.tsx';

/** The public layout. */
export function Component() {
  return <PublicLayout />;
}
