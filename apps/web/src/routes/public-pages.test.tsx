import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../test/renderApp.tsx';

describe('public pages a new user meets', () => {
  it('titles the landing page "Hireloop", not "Hireloop · Hireloop"', async () => {
    renderApp({ path: '/' });
    await waitFor(() => expect(document.title).toBe('Hireloop'), { timeout: 8000 });
  });

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('serves %s to a guest, titled "%s", linked from the footer', async (path, title) => {
    const user = userEvent.setup({ delay: null });
    const app = renderApp({ path: '/' });
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 8000 });
    const link = Array.from(footer.querySelectorAll('a')).find((a) => a.textContent === title);
    expect(link?.getAttribute('href')).toBe(path);
    await user.click(link!);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(app.location()).toBe(path);
    // The title is set by the page's effect, which may run after the heading is on screen (CI
    // saw the old title under load).
    await waitFor(() => expect(document.title).toBe(`${title} · Hireloop`));
  });

  it('does not greet a signed-in user with "Welcome back"', async () => {
    renderApp({
      path: '/c/dashboard',
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/dashboard'), () =>
          HttpResponse.json({ message: 'down' }, { status: 503 }),
        ),
      ],
    });
    expect(await screen.findByText(/Maya/, { selector: 'p' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/welcome back/i)).toBeNull();
  });
});
