/** Layout route of b.settings and c.settings (spec §2): the tabs around the tab routes. */
import { SettingsLayout } from '../../features/settings/SettingsLayout.tsx';

/** The settings frame. */
export function Component() {
  return <SettingsLayout />;
}
