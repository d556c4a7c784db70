import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderScreen } from '../../test/renderApp.tsx';
import { NotificationSettingsTab } from './NotificationSettingsTab.tsx';

const channel = { in_app: true, email: true };
const stored = {
  settings: {
    application_received: channel,
    application_status_changed: channel,
    posting_closed: channel,
    message: channel,
    system: channel,
  },
  frequency: 'instant',
};

describe('notification settings (R-DATA-7, R-API-6, R-ERR-7)', () => {
  it('offers no "Messages" setting: the product has no messaging', async () => {
    for (const role of ['customer', 'business'] as const) {
      const area = role === 'customer' ? 'c' : 'b';
      const { unmount } = renderScreen(<NotificationSettingsTab />, {
        signedIn: role,
        handlers: [
          http.get(api(`/${area}/settings/notification`), () =>
            HttpResponse.json({ status: 'success', message: 'OK', data: stored }),
          ),
        ],
      });
      expect(await screen.findByText('News from Hireloop')).toBeTruthy();
      expect(screen.queryByText('Messages')).toBeNull();
      unmount();
    }
  });

  it('shows "Failed to fetch notification settings" when the envelope says error without a message', async () => {
    renderScreen(<NotificationSettingsTab />, {
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/settings/notification'), () =>
          HttpResponse.json({ status: 'error', message: '', data: stored }),
        ),
      ],
    });
    expect(await screen.findByText('Failed to fetch notification settings')).toBeTruthy();
  });

  it('saves a switch at once, in snake_case, and toasts "Settings updated successfully"', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    const app = renderScreen(<NotificationSettingsTab />, {
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/settings/notification'), () =>
          HttpResponse.json({ status: 'success', message: 'OK', data: stored }),
        ),
        http.put(api('/c/settings/notification'), async ({ request }) => {
          const body = (await request.json()) as typeof stored;
          bodies.push(body);
          return HttpResponse.json({ status: 'success', message: '', data: body });
        }),
      ],
    });
    await user.click(await screen.findByRole('switch', { name: 'Application updates by e-mail' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      settings: { application_status_changed: { in_app: true, email: false } },
      frequency: 'instant',
    });
    await waitFor(() =>
      expect(app.services.toasts.shell.getSnapshot().context.toasts.map((t) => t.message)).toEqual([
        'Settings updated successfully',
      ]),
    );
  });

  it('puts the switch back and says "Failed to update notification settings" when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderScreen(<NotificationSettingsTab />, {
      signedIn: 'business',
      handlers: [
        http.get(api('/b/settings/notification'), () =>
          HttpResponse.json({ status: 'success', message: 'OK', data: stored }),
        ),
        http.put(api('/b/settings/notification'), () =>
          HttpResponse.json({ status: 'error', message: '', data: stored }),
        ),
      ],
    });
    const toggle = await screen.findByRole('switch', { name: 'New applications in the app' });
    await user.click(toggle);
    await waitFor(() =>
      expect(app.services.toasts.shell.getSnapshot().context.toasts.map((t) => t.message)).toEqual([
        'Failed to update notification settings',
      ]),
    );
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });
});
