/**
 * Settings (b.settings, c.settings; R-ROUTE-4): tabs profile, privacy, security, notifications and
 * account. Each tab is its own route, so a tab can be linked to and the back button works;
 * choosing a tab (click, arrow keys) navigates to it.
 */
import { Tab, TabList, TabPanel, Tabs, useT } from '@hireloop/ui';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Page } from '../../app/Page.tsx';
import {
  pathTo,
  routeNameForPath,
  settingsTabRoute,
  settingsTabs,
  type SettingsTab,
} from '../../paths.ts';
import { useSettingsArea } from './area.ts';

function activeTab(pathname: string): SettingsTab {
  const name = routeNameForPath(pathname);
  const tab = settingsTabs.find((candidate) => name.endsWith(`.settings.${candidate}`));
  // The e-mail verification page belongs to the account tab.
  return tab ?? 'account';
}

/** The settings frame with its tabs. */
export function SettingsLayout() {
  const t = useT('webSettings');
  const tabs = useT('nav');
  const { role } = useSettingsArea();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = activeTab(pathname);
  return (
    <Page title={t('title')} lead={t('lead')}>
      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) => {
          const tab = settingsTabs.find((candidate) => candidate === key);
          if (tab && tab !== selected) void navigate(pathTo(settingsTabRoute(role, tab)));
        }}
      >
        <TabList aria-label={t('tabsLabel')}>
          {settingsTabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {tabs(`settingsTabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        {/* Keyed by tab: react-aria keeps a panel's first id, so the selected tab's aria-controls
            would point at the previous tab's panel. */}
        <TabPanel key={selected} id={selected}>
          <Outlet />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
