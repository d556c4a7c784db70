/**
 * Every route of the web app: its name as the spec gives it (R-ROUTE-1 to R-ROUTE-4), its path pattern, the
 * sign-in rule it falls under, and which sidebar link it highlights. One place for all of them:
 * the router (src/router.tsx), links and redirects read from here.
 *
 * Plural sidebar links versus singular detail paths (R-SHELL-4): the highlight is
 * decided by the route the path matches, never by comparing strings with the link's own path; see
 * docs/decisions/008-routes-and-paths.md.
 */
import { generatePath, matchRoutes, type PathParam } from 'react-router';
import { APP_LINK_PATTERNS } from '@hireloop/api/rules';

/** Route names (R-ROUTE-1 to R-ROUTE-4) and their path patterns. */
export const paths = {
  home: '/',
  login: '/login',
  'register.select': '/register',
  'register.form': '/register/:role',
  unauthorized: '/unauthorized',
  'alerts.unsubscribe': '/alerts/unsubscribe',
  terms: '/terms',
  privacy: '/privacy',

  'b.dashboard': '/b/dashboard',
  'b.postings': '/b/postings',
  'b.postings.new': '/b/postings/new',
  'b.postings.edit': '/b/postings/edit/:id',
  'b.posting': '/b/posting/:id',
  'b.posting.preview': '/b/posting/:id/preview',
  'b.applications': '/b/applications',
  'b.application': '/b/applications/:id',
  'b.notifications': '/b/notifications',
  'b.messages': '/b/messages',
  /** What the server's message notifications and e-mails link to (one pattern, shared). */
  'b.message': APP_LINK_PATTERNS.businessConversation,
  'b.settings': '/b/settings',
  'b.settings.profile': '/b/settings/profile',
  /** The company's members, roles and invitations (issue 36): businesses only. */
  'b.settings.team': '/b/settings/team',
  'b.settings.privacy': '/b/settings/privacy',
  'b.settings.security': '/b/settings/security',
  'b.settings.notifications': '/b/settings/notifications',
  'b.settings.account': '/b/settings/account',
  'b.settings.account.verify-email': '/b/settings/account/verify-email/:token',

  'c.dashboard': '/c/dashboard',
  'c.jobs': '/c/jobs',
  'c.job': '/c/jobs/:id',
  'c.jobs.bookmarked': '/c/jobs/bookmarked',
  'c.savedSearches': '/c/saved-searches',
  'c.applications': '/c/applications',
  'c.applications.success': '/c/applications/success/:id',
  'c.companies': '/c/companies',
  'c.company': '/c/company/:id',
  'c.notifications': '/c/notifications',
  'c.messages': '/c/messages',
  'c.message': APP_LINK_PATTERNS.customerConversation,
  'c.settings': '/c/settings',
  'c.settings.profile': '/c/settings/profile',
  'c.settings.privacy': '/c/settings/privacy',
  'c.settings.security': '/c/settings/security',
  'c.settings.notifications': '/c/settings/notifications',
  'c.settings.account': '/c/settings/account',
  'c.settings.account.verify-email': '/c/settings/account/verify-email/:token',

  'not-found': '*',
} as const;

/** A route name (R-ROUTE-1 to R-ROUTE-4), e.g. `c.jobs` or `b.settings.profile`. */
export type RouteName = keyof typeof paths;

/** The path parameters a route's pattern needs, e.g. `{ id: string }` for `c.job`. */
export type RouteParams<N extends RouteName> = {
  [K in PathParam<(typeof paths)[N]>]: string;
};

type ParamsArg<N extends RouteName> = [PathParam<(typeof paths)[N]>] extends [never]
  ? []
  : [params: RouteParams<N>];

/**
 * The concrete path of a route: `pathTo('c.job', { id })` → `/c/jobs/8f3…`. Parameters are encoded.
 * @throws Error (from react-router) when a required parameter is missing
 */
export function pathTo<N extends RouteName>(name: N, ...params: ParamsArg<N>): string {
  return generatePath(paths[name], params[0] as never);
}

/** The element id of an application on My Applications (`application-{id}`). */
export function applicationElementId(id: string): string {
  return `application-${id}`;
}

/**
 * The address notifications and e-mails give an application of the customer
 * (`/c/applications/{id}`, the server's notification links): the router sends it to
 * {@link myApplicationHref}, and the server answers it with the app's shell.
 */
export const APPLICATION_LINK_PATH = APP_LINK_PATTERNS.application;

/**
 * An application of the customer: My Applications opened and scrolled to it
 * (`/c/applications#application-{id}`).
 */
export function myApplicationHref(id: string): string {
  return `${paths['c.applications']}#${applicationElementId(id)}`;
}

/** The two signed-in areas: `/b` for businesses, `/c` for customers (R-ROLE-3). */
export type Role = 'business' | 'customer';

/** The dashboard of a role: where guest-only routes send a signed-in user (R-GUARD-2). */
export function dashboardPath(role: Role): string {
  return role === 'business' ? paths['b.dashboard'] : paths['c.dashboard'];
}

/**
 * The settings tabs of each role (R-ROUTE-4), in the order they are shown: a business also has
 * "team", its company's members and invitations (issue 36), second.
 */
export const settingsTabsByRole = {
  customer: ['profile', 'privacy', 'security', 'notifications', 'account'],
  business: ['profile', 'team', 'privacy', 'security', 'notifications', 'account'],
} as const satisfies Readonly<Record<Role, readonly string[]>>;

/** A settings tab of `R` (by default of either role: `team` is the business's only). */
export type SettingsTab<R extends Role = Role> = (typeof settingsTabsByRole)[R][number];

/** The area prefix of a role's routes. */
type AreaPrefix<R extends Role> = R extends 'business' ? 'b' : 'c';

/** The route name of a settings tab of `R`, e.g. `b.settings.team` (never `c.settings.team`). */
export type SettingsTabRoute<R extends Role = Role> = R extends Role
  ? `${AreaPrefix<R>}.settings.${SettingsTab<R>}`
  : never;

/** The settings tabs of `role`, in the order they are shown. */
export function settingsTabsOf<R extends Role>(role: R): readonly SettingsTab<R>[] {
  return settingsTabsByRole[role];
}

/**
 * The route of a settings tab of a role's area. The role must be known (not a `Role` union), so
 * that a customer's tab can only be one the customer has.
 */
export function settingsTabRoute(
  role: 'business',
  tab: SettingsTab<'business'>,
): SettingsTabRoute<'business'>;
export function settingsTabRoute(
  role: 'customer',
  tab: SettingsTab<'customer'>,
): SettingsTabRoute<'customer'>;
export function settingsTabRoute(role: Role, tab: SettingsTab): SettingsTabRoute {
  return `${role === 'business' ? 'b' : 'c'}.settings.${tab}` as SettingsTabRoute;
}

/** A settings tab of a role with its route (what the settings frame's tab list shows). */
export interface SettingsTabLink {
  tab: SettingsTab;
  route: SettingsTabRoute;
}

/** The settings tabs of `role` with their routes, in the order they are shown. */
export function settingsTabLinks(role: Role): readonly SettingsTabLink[] {
  return role === 'business'
    ? settingsTabsOf('business').map((tab) => ({ tab, route: settingsTabRoute('business', tab) }))
    : settingsTabsOf('customer').map((tab) => ({ tab, route: settingsTabRoute('customer', tab) }));
}

/** Routes only guests may see; a signed-in user goes to their dashboard (R-GUARD-2, R-ROLE-2). */
export const guestOnlyRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'login',
  'register.select',
  'register.form',
]);

/** The role a route needs (its area), or `null` for public and guest routes (R-ROUTE-1, R-ROLE-2). */
export function roleForRoute(name: RouteName): Role | null {
  if (name.startsWith('b.')) return 'business';
  if (name.startsWith('c.')) return 'customer';
  return null;
}

/** The items of the sidebar menus (R-SHELL-1 Signed-in shell). */
export type NavItemId =
  | 'dashboard'
  | 'findJobs'
  | 'savedJobs'
  | 'savedSearches'
  | 'applications'
  | 'browseCompanies'
  | 'postings'
  | 'notifications'
  | 'messages'
  | 'settings';

/** A sidebar link: its id (also its message key in the `nav` namespace) and where it goes. */
export interface NavItem {
  id: NavItemId;
  route: RouteName;
}

/**
 * The role menus (R-SHELL-1 "role-dependent menu"), in order. The links go to the plural list paths
 * the spec gives (/c/jobs, /c/applications, /b/postings, …).
 */
export const navItems: Readonly<Record<Role, readonly NavItem[]>> = {
  customer: [
    { id: 'dashboard', route: 'c.dashboard' },
    { id: 'findJobs', route: 'c.jobs' },
    { id: 'savedJobs', route: 'c.jobs.bookmarked' },
    { id: 'savedSearches', route: 'c.savedSearches' },
    { id: 'applications', route: 'c.applications' },
    { id: 'browseCompanies', route: 'c.companies' },
    { id: 'messages', route: 'c.messages' },
    { id: 'notifications', route: 'c.notifications' },
    { id: 'settings', route: 'c.settings' },
  ],
  business: [
    { id: 'dashboard', route: 'b.dashboard' },
    { id: 'postings', route: 'b.postings' },
    { id: 'applications', route: 'b.applications' },
    { id: 'messages', route: 'b.messages' },
    { id: 'notifications', route: 'b.notifications' },
    { id: 'settings', route: 'b.settings' },
  ],
};

/**
 * Which sidebar link each signed-in route highlights (decision 008): a list route and every route
 * below it in the same area, plural or singular, light up the same link. "Saved Jobs" owns
 * /c/jobs/bookmarked although it sits under /c/jobs.
 */
export const navItemOfRoute: Readonly<Partial<Record<RouteName, NavItemId>>> = {
  'b.dashboard': 'dashboard',
  'b.postings': 'postings',
  'b.postings.new': 'postings',
  'b.postings.edit': 'postings',
  'b.posting': 'postings',
  'b.posting.preview': 'postings',
  'b.applications': 'applications',
  'b.application': 'applications',
  'b.notifications': 'notifications',
  'b.messages': 'messages',
  'b.message': 'messages',
  'b.settings': 'settings',
  'b.settings.profile': 'settings',
  'b.settings.team': 'settings',
  'b.settings.privacy': 'settings',
  'b.settings.security': 'settings',
  'b.settings.notifications': 'settings',
  'b.settings.account': 'settings',
  'b.settings.account.verify-email': 'settings',

  'c.dashboard': 'dashboard',
  'c.jobs': 'findJobs',
  'c.job': 'findJobs',
  'c.jobs.bookmarked': 'savedJobs',
  'c.savedSearches': 'savedSearches',
  'c.applications': 'applications',
  'c.applications.success': 'applications',
  'c.companies': 'browseCompanies',
  'c.company': 'browseCompanies',
  'c.notifications': 'notifications',
  'c.messages': 'messages',
  'c.message': 'messages',
  'c.settings': 'settings',
  'c.settings.profile': 'settings',
  'c.settings.privacy': 'settings',
  'c.settings.security': 'settings',
  'c.settings.notifications': 'settings',
  'c.settings.account': 'settings',
  'c.settings.account.verify-email': 'settings',
};

const routeTable: Array<{ id: RouteName; path: string }> = (Object.keys(paths) as RouteName[]).map(
  (name) => ({ id: name, path: paths[name] }),
);

/**
 * The route a path belongs to, ranked as the router ranks them (static segments beat parameters,
 * so /c/jobs/bookmarked is `c.jobs.bookmarked`, not `c.job`). Unknown paths are `not-found`.
 * @param pathname a path without query or hash, e.g. `/b/posting/1/preview`
 */
export function routeNameForPath(pathname: string): RouteName {
  const matches = matchRoutes(routeTable, pathname);
  return matches?.[0]?.route.id ?? 'not-found';
}

/** The sidebar link to highlight on `pathname`, or `null` when none (decision 008). */
export function activeNavItem(pathname: string): NavItemId | null {
  return navItemOfRoute[routeNameForPath(pathname)] ?? null;
}
