import { AUTH_STORAGE_KEY, createMemoryStorage } from '@hireloop/machines';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { demoAccounts } from '@hireloop/api/msw';
import { http, HttpResponse } from 'msw';
import { EntryProviders } from './AppProviders.tsx';
import { connectAuthNavigation } from './authNavigation.ts';
import { createEntryServices } from './entry.ts';
import { createRoutes } from '../router.tsx';
import { api, createMockFetch, storedAuthOf, testServiceOptions } from '../test/renderApp.tsx';

/** The app as main.tsx starts it: entry services only, the session services loaded on demand. */
function renderEntry(path: string, stored?: string) {
  const localStorage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  if (stored) sessionStorage.setItem(AUTH_STORAGE_KEY, stored);
  const { fetch, calls } = createMockFetch([
    http.post(api('/auth/login'), () =>
      HttpResponse.json({ user: demoAccounts.customer.user, token: 't', roles: ['customer'] }),
    ),
  ]);
  const routerRef: { current?: DataRouter } = {};
  const onSession = vi.fn(
    (services: Parameters<typeof connectAuthNavigation>[0]) =>
      routerRef.current && connectAuthNavigation(services, routerRef.current),
  );
  const entry = createEntryServices(
    {
      ...testServiceOptions(fetch, localStorage, sessionStorage),
      currentPath: () => path,
      theme: { root: document.documentElement, systemDark: null },
    },
    onSession,
  );
  const router = createMemoryRouter(createRoutes(entry), { initialEntries: [path] });
  routerRef.current = router;
  render(
    <EntryProviders entry={entry}>
      <RouterProvider router={router} />
    </EntryProviders>,
  );
  return { entry, router, calls, onSession };
}

describe('the entry without the session services (decision 051)', () => {
  it('shows the landing page to a guest without loading them', async () => {
    const { entry, onSession } = renderEntry('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(entry.hasStoredSession()).toBe(false);
    expect(entry.session()).toBeUndefined();
    expect(onSession).not.toHaveBeenCalled();
  });

  it('loads them once a guest signs in, and the sign-in lands on the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { entry, router, onSession } = renderEntry('/login');
    await user.type(
      await screen.findByLabelText(/^email/i, { selector: 'input' }),
      'maya@example.com',
    );
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/dashboard'));
    expect(entry.session()).toBeDefined();
    expect(onSession).toHaveBeenCalledTimes(1);
  });

  it('loads them for a stored session, whose guard then decides', async () => {
    const { router, entry } = renderEntry('/login', JSON.stringify(storedAuthOf('customer')));
    expect(entry.hasStoredSession()).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/dashboard'));
  });
});
