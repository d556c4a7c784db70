/** Route `privacy` (public, open to everyone): the Privacy Policy (features/legal). */
import { PrivacyPolicy } from '../features/legal/LegalPage.tsx';

/** The Privacy Policy page. */
export function Component() {
  return <PrivacyPolicy />;
}
