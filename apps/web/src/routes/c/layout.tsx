/** Layout route of the customer area (/c, R-ROUTE-3): the signed-in shell with the customer menu. */
import { AppShell } from '../../features/shell/AppShell.tsx';

/** The customer shell. */
export function Component() {
  return <AppShell accountRole="customer" />;
}
