/** Layout route of the customer area (/c, R-ROUTE-3): the signed-in shell with the customer menu. */
import { SessionProviders } from '../../app/SessionProviders.tsx';
import { AppShell } from '../../features/shell/AppShell.tsx';

/** The customer shell. */
export function Component() {
  return (
    <SessionProviders>
      <AppShell accountRole="customer" />
    </SessionProviders>
  );
}
