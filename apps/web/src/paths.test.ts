import { describe, expect, it } from 'vitest';
import {
  activeNavItem,
  dashboardPath,
  navItems,
  pathTo,
  paths,
  routeNameForPath,
  settingsTabLinks,
  settingsTabsOf,
  type NavItemId,
} from './paths.ts';

describe('route names and paths (R-ROUTE-1 to R-ROUTE-4)', () => {
  it('builds concrete paths with encoded parameters', () => {
    expect(pathTo('c.job', { id: 'a b' })).toBe('/c/jobs/a%20b');
    expect(pathTo('b.posting.preview', { id: '7' })).toBe('/b/posting/7/preview');
    expect(pathTo('c.settings.account.verify-email', { token: 'tok' })).toBe(
      '/c/settings/account/verify-email/tok',
    );
    expect(pathTo('login')).toBe('/login');
  });

  it('ranks static segments above parameters: /c/jobs/bookmarked is Saved Jobs, not a job', () => {
    expect(routeNameForPath('/c/jobs/bookmarked')).toBe('c.jobs.bookmarked');
    expect(routeNameForPath('/c/jobs/123')).toBe('c.job');
    expect(routeNameForPath('/b/postings/new')).toBe('b.postings.new');
  });

  it('names unknown paths not-found', () => {
    expect(routeNameForPath('/nowhere')).toBe('not-found');
    expect(routeNameForPath('/b/posting')).toBe('not-found');
  });

  it('sends each role to its own dashboard', () => {
    expect(dashboardPath('business')).toBe('/b/dashboard');
    expect(dashboardPath('customer')).toBe('/c/dashboard');
  });
});

describe('settings tabs (R-ROUTE-4, issue 36)', () => {
  it('gives a business the team tab second, and a customer none', () => {
    expect(settingsTabsOf('business')).toEqual([
      'profile',
      'team',
      'privacy',
      'security',
      'notifications',
      'account',
    ]);
    expect(settingsTabsOf('customer')).toEqual([
      'profile',
      'privacy',
      'security',
      'notifications',
      'account',
    ]);
    expect(routeNameForPath('/c/settings/team')).toBe('not-found');
  });

  it("links every tab to its own area's route", () => {
    for (const role of ['business', 'customer'] as const) {
      for (const { tab, route } of settingsTabLinks(role)) {
        expect(paths[route]).toBe(`/${role === 'business' ? 'b' : 'c'}/settings/${tab}`);
      }
    }
  });
});

describe('sidebar highlight (decision 008: plural links, singular detail paths)', () => {
  const cases: Array<[string, NavItemId | null]> = [
    ['/b/dashboard', 'dashboard'],
    ['/b/postings', 'postings'],
    ['/b/postings/new', 'postings'],
    ['/b/postings/edit/1', 'postings'],
    ['/b/posting/1', 'postings'],
    ['/b/posting/1/preview', 'postings'],
    ['/b/applications', 'applications'],
    ['/b/applications/9', 'applications'],
    ['/b/notifications', 'notifications'],
    ['/b/settings', 'settings'],
    ['/b/settings/security', 'settings'],
    ['/b/settings/team', 'settings'],
    ['/b/settings/account/verify-email/abc', 'settings'],
    ['/c/dashboard', 'dashboard'],
    ['/c/jobs', 'findJobs'],
    ['/c/jobs/42', 'findJobs'],
    ['/c/jobs/bookmarked', 'savedJobs'],
    ['/c/applications', 'applications'],
    ['/c/applications/success/5', 'applications'],
    ['/c/companies', 'browseCompanies'],
    ['/c/company/3', 'browseCompanies'],
    ['/c/notifications', 'notifications'],
    ['/c/settings/profile', 'settings'],
    ['/c/settings/account/verify-email/xyz', 'settings'],
    ['/c/settings/team', null],
    ['/login', null],
    ['/', null],
    ['/unknown', null],
  ];

  it.each(cases)('%s highlights %s', (pathname, expected) => {
    expect(activeNavItem(pathname)).toBe(expected);
  });

  it('every menu link highlights itself on its own path', () => {
    for (const items of Object.values(navItems)) {
      for (const item of items) {
        expect(activeNavItem(paths[item.route])).toBe(item.id);
      }
    }
  });

  it('has the spec menus in order, with Messages (issue 28) before Notifications', () => {
    expect(navItems.customer.map((item) => item.id)).toEqual([
      'dashboard',
      'findJobs',
      'savedJobs',
      'savedSearches',
      'applications',
      'browseCompanies',
      'messages',
      'notifications',
      'settings',
    ]);
    expect(navItems.business.map((item) => item.id)).toEqual([
      'dashboard',
      'postings',
      'applications',
      'messages',
      'notifications',
      'settings',
    ]);
  });
});
