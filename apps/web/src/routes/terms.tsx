/** Route `terms` (public, open to everyone): the Terms of Service (features/legal). */
import { TermsOfService } from '../features/legal/LegalPage.tsx';

/** The Terms of Service page. */
export function Component() {
  return <TermsOfService />;
}
