/**
 * Settings (b.settings, c.settings; R-ROUTE-4): tabs profile, privacy, security, notifications and
 * account, and for a business "team" second (its members and invitations, issue 36). Each tab is its own route, so a tab can be linked to and the back button works;
 * choosing a tab (click, arrow keys) navigates to it.
 */
import { Tab, TabList, TabPanel, Tabs, useT } from '@hireloop/ui';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { pathTo, routeNameForPath, settingsTabLinks, type SettingsTabLink } from '../../paths.ts';
import { useSettingsArea } from './area.ts';

function activeTab(pathname: string, links: readonly SettingsTabLink[]): SettingsTabLink['tab'] {
  const name = routeNameForPath(pathname);
  // The e-mail verification page belongs to the account tab.
  return links.find((link) => link.route === name)?.tab ?? 'account';
}

/** The settings frame with its tabs. */
export function SettingsLayout() {
  const t = useT('webSettings');
  const tabs = useT('nav');
  const { role } = useSettingsArea();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const links = settingsTabLinks(role);
  const selected = activeTab(pathname, links);
  return (
    <Page title={t('title')} lead={t('lead')}>
      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) => {
          const link = links.find((candidate) => candidate.tab === key);
          if (link && link.tab !== selected) void navigate(pathTo(link.route));
        }}
      >
        <TabList aria-label={t('tabsLabel')}>
          {links.map(({ tab }) => (
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
