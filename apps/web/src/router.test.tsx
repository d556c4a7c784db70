import { demoAccounts } from '@hireloop/api/msw';
import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from './test/renderApp.tsx';

const [customer, business] = [demoAccounts.customer.user, demoAccounts.business.user];
const unauthenticated = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
/** Login answers as `user`. */
const signsIn = (user: typeof customer) =>
  http.post(api('/auth/login'), () =>
    HttpResponse.json({ user, token: 'new-token', roles: [user.role] }),
  );

async function settlesAt(app: ReturnType<typeof renderApp>, expected: string) {
  await waitFor(() => expect(app.location()).toBe(expected), { timeout: 5000 });
}

describe('guest-only routes (R-GUARD-2, R-ROLE-2)', () => {
  it.each(['/', '/login', '/register', '/register/customer'])(
    'let a guest see %s',
    async (path) => {
      const app = renderApp({ path });
      await settlesAt(app, path);
    },
  );

  it.each([
    ['customer', '/login', '/c/dashboard'],
    ['business', '/login', '/b/dashboard'],
    ['customer', '/', '/c/dashboard'],
    ['business', '/register', '/b/dashboard'],
    ['customer', '/register/business', '/c/dashboard'],
  ] as const)('send a signed-in %s from %s to %s', async (role, path, expected) => {
    const app = renderApp({ path, signedIn: role });
    await settlesAt(app, expected);
  });
});

describe('routes needing sign-in (R-GUARD-3, R-ROLE-2)', () => {
  it.each(['/c/dashboard', '/c/jobs/42?tab=x', '/b/postings/edit/7', '/b/settings/security'])(
    'send a guest from %s to login with the wanted path',
    async (path) => {
      const app = renderApp({ path });
      await settlesAt(app, `/login?redirect=${encodeURIComponent(path)}`);
    },
  );
});

describe('role mismatch (R-ROLE-3)', () => {
  it('sends a customer from /b to /unauthorized', async () => {
    const app = renderApp({ path: '/b/postings', signedIn: 'customer' });
    await settlesAt(app, '/unauthorized');
  });

  it('sends a business from /c to /unauthorized', async () => {
    const app = renderApp({ path: '/c/jobs', signedIn: 'business' });
    await settlesAt(app, '/unauthorized');
  });

  it('lets each role into its own area', async () => {
    const business = renderApp({ path: '/b/posting/1/preview', signedIn: 'business' });
    await settlesAt(business, '/b/posting/1/preview');
    business.unmount();
    const customer = renderApp({ path: '/c/company/3', signedIn: 'customer' });
    await settlesAt(customer, '/c/company/3');
  });

  it('keeps /unauthorized open to everyone', async () => {
    const guest = renderApp({ path: '/unauthorized' });
    await settlesAt(guest, '/unauthorized');
    guest.unmount();
    const customer = renderApp({ path: '/unauthorized', signedIn: 'customer' });
    await settlesAt(customer, '/unauthorized');
  });
});

describe('a token without a loaded user (R-GUARD-1 guard rules)', () => {
  it('fetches the current user first, with the stored token, then lets them in', async () => {
    const app = renderApp({
      path: '/b/applications',
      signedIn: { tokenOnly: true },
      handlers: [
        http.get(api('/auth/user'), ({ request }) =>
          request.headers.get('Authorization') === 'Bearer token-only'
            ? HttpResponse.json({ user: business, roles: ['business'] })
            : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
      ],
    });
    await settlesAt(app, '/b/applications');
    expect(app.calls.some((call) => call.path === '/api/v1/auth/user')).toBe(true);
  });

  it('applies the role of the fetched user', async () => {
    const app = renderApp({
      path: '/b/applications',
      signedIn: { tokenOnly: true },
      handlers: [
        http.get(api('/auth/user'), () =>
          HttpResponse.json({ user: customer, roles: ['customer'] }),
        ),
      ],
    });
    await settlesAt(app, '/unauthorized');
  });

  it('signs out and sends to login with the wanted path when the fetch fails', async () => {
    const app = renderApp({
      path: '/c/notifications',
      signedIn: { tokenOnly: true },
      handlers: [http.get(api('/auth/user'), unauthenticated)],
    });
    await settlesAt(app, '/login?redirect=%2Fc%2Fnotifications');
    expect(app.services.auth.getSnapshot().context.token).toBeNull();
    expect(app.sessionStorage.entries()).toEqual({});
  });
});

describe('register.form accepts only business or customer (R-ROUTE-1)', () => {
  it.each(['/register/admin', '/register/Business', '/register/x'])(
    'sends %s to register.select',
    async (path) => {
      const app = renderApp({ path });
      await settlesAt(app, '/register');
    },
  );
});

describe('settings and area roots', () => {
  it.each([
    ['business', '/b/settings', '/b/settings/profile'],
    ['business', '/b/settings/team', '/b/settings/team'],
    ['customer', '/c/settings', '/c/settings/profile'],
    ['business', '/b', '/b/dashboard'],
    ['customer', '/c', '/c/dashboard'],
  ] as const)('a %s on %s lands on %s', async (role, path, expected) => {
    const app = renderApp({ path, signedIn: role });
    await settlesAt(app, expected);
  });
});

describe('settings → team (issue 36)', () => {
  it('is a business tab, second, showing the members', async () => {
    const app = renderApp({ path: '/b/settings/team', signedIn: 'business' });
    const tabs = await within(app.container).findByRole('tablist', { name: 'Settings sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Team', 'Privacy', 'Security', 'Notifications', 'Account']);
    expect(within(tabs).getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await within(app.container).findByRole('list', { name: 'Members of the company' }),
    ).toBeTruthy();
  });

  it('is not a customer tab: /c/settings/team is not found', async () => {
    const app = renderApp({ path: '/c/settings/team', signedIn: 'customer' });
    await settlesAt(app, '/c/settings/team');
    await waitFor(() => expect(app.router.state.matches.at(-1)?.route.id).toBe('not-found'));
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/c/jobs/1/extra', '/b/posting'])(
    'show the not-found screen at %s',
    async (path) => {
      const app = renderApp({ path });
      await settlesAt(app, path);
      expect(app.router.state.matches.at(-1)?.route.id).toBe('not-found');
    },
  );
});

describe('sign-in and sign-out navigation (R-SHELL-5, R-SESSION-6, R-ERR-5)', () => {
  it('goes back to the redirect path after sign-in', async () => {
    const app = renderApp({
      path: '/login?redirect=%2Fc%2Fjobs%2F42',
      handlers: [signsIn(customer)],
    });
    await settlesAt(app, '/login?redirect=%2Fc%2Fjobs%2F42');
    app.services.auth.send({
      type: 'auth.login',
      credentials: { email: 'maya@example.com', password: 'x', remember: false },
    });
    await settlesAt(app, '/c/jobs/42');
  });

  it("goes to the dashboard when the redirect is in the other role's area", async () => {
    const app = renderApp({
      path: '/login?redirect=%2Fb%2Fpostings',
      handlers: [signsIn(customer)],
    });
    await settlesAt(app, '/login?redirect=%2Fb%2Fpostings');
    app.services.auth.send({
      type: 'auth.login',
      credentials: { email: 'maya@example.com', password: 'x' },
    });
    await settlesAt(app, '/c/dashboard');
  });

  it('ignores a redirect that leaves the site', async () => {
    const app = renderApp({
      path: '/login?redirect=%2F%2Fevil.example',
      handlers: [signsIn(business)],
    });
    await settlesAt(app, '/login?redirect=%2F%2Fevil.example');
    app.services.auth.send({ type: 'auth.login', credentials: { email: 'a@b.c', password: 'x' } });
    await settlesAt(app, '/b/dashboard');
  });

  it('goes to login without a redirect after logout, with the server message', async () => {
    const app = renderApp({ path: '/c/dashboard', signedIn: 'customer' });
    await settlesAt(app, '/c/dashboard');
    app.services.auth.send({ type: 'auth.logout' });
    await settlesAt(app, '/login');
    const toasts = app.services.toasts.app.getSnapshot().context.toasts;
    expect(toasts.map((toast) => toast.message)).toEqual([
      'You have been logged out successfully.',
    ]);
  });

  it('goes to login with the current path after a 401', async () => {
    const app = renderApp({
      path: '/c/notifications',
      signedIn: 'customer',
      handlers: [http.get(api('/c/notifications'), unauthenticated)],
    });
    await settlesAt(app, '/login?redirect=%2Fc%2Fnotifications');
    expect(app.sessionStorage.entries()).toEqual({});
  });
});

describe('links (R-UI-3 footer)', () => {
  it("keeps absolute URLs as written and routes the app's own paths", async () => {
    const app = renderApp({ path: '/' });
    await settlesAt(app, '/');
    const footer = await app.findByRole('contentinfo');
    const email = await within(footer).findByRole('link', { name: /^Email:/ });
    expect(email.getAttribute('href')).toMatch(/^mailto:/);
    const phone = within(footer).getByRole('link', { name: /^Phone:/ });
    expect(phone.getAttribute('href')).toMatch(/^tel:/);
    const social = within(footer).getByRole('link', { name: /LinkedIn/ });
    expect(social.getAttribute('href')).toMatch(/^https:\/\//);
    for (const signIn of app.getAllByRole('link', { name: 'Sign in' })) {
      expect(signIn.getAttribute('href')).toBe('/login');
    }
  });
});
