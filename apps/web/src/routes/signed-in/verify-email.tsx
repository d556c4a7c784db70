/**
 * Routes c.settings.account.verify-email (R-ROUTE-3) and b.settings.account.verify-email
 * (docs/decisions/111): confirm an e-mail change from the link sent to the new address.
 */
import { useParams } from 'react-router';
import { VerifyEmail } from '../../features/settings/VerifyEmail.tsx';

/** The e-mail confirmation. */
export function Component() {
  const { token = '' } = useParams();
  return <VerifyEmail key={token} token={token} />;
}
