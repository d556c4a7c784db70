/** Layout route of the business area (/b, R-ROUTE-2): the signed-in shell with the business menu. */
import { SessionProviders } from '../../app/SessionProviders.tsx';
import { AppShell } from '../../features/shell/AppShell.tsx';

/** The business shell. */
export function Component() {
  return (
    <SessionProviders>
      <AppShell accountRole="business" />
    </SessionProviders>
  );
}
