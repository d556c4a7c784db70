/** Layout route of b.settings and c.settings (R-ROUTE-4): the tabs around the tab routes. */
import { SettingsLayout } from '../../features/settings/SettingsLayout.tsx';

/** The settings frame. */
export function Component() {
  return <SettingsLayout />;
}
