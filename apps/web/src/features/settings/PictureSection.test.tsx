import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../../test/renderApp.tsx';

const none = { avatar_url: null, avatar_thumb_url: null };
const uploaded = {
  avatar_url: '/media/avatars/new.webp',
  avatar_thumb_url: '/media/avatars/new-t.webp',
};

function renderProfile(upload: () => Response | Promise<Response>) {
  return renderApp({
    path: '/c/settings/profile',
    signedIn: 'customer',
    handlers: [
      http.get(api('/uploads/avatar'), () => HttpResponse.json({ status: 'success', data: none })),
      http.post(api('/uploads/avatar'), upload),
      http.post(api('/uploads/avatar/remove'), () =>
        HttpResponse.json({ status: 'success', message: 'Removed' }),
      ),
    ],
  });
}

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });

async function choose(app: ReturnType<typeof renderProfile>) {
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { name: 'Profile photo' }, { timeout: 8000 });
  const input = app.container.querySelector<HTMLInputElement>(
    'input[type="file"][accept*="image"]',
  );
  if (!input) throw new Error('no image file input');
  await user.upload(input, photo());
  return user;
}

const posts = (app: ReturnType<typeof renderProfile>, path: string) =>
  app.calls.filter((call) => call.method === 'POST' && call.path === path);

describe('profile photo uploads when it is chosen', () => {
  it('uploads on selection, says so while it runs, and offers Undo', async () => {
    let answer: (response: Response) => void = () => undefined;
    const app = renderProfile(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = await choose(app);
    await waitFor(() => expect(posts(app, '/api/v1/uploads/avatar')).toHaveLength(1));
    expect(await screen.findByText('Uploading your photo…')).toBeTruthy();
    answer(HttpResponse.json({ status: 'success', data: uploaded }));
    expect(await screen.findByText('Picture updated')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    // There was no photo before: Undo removes the new one.
    await waitFor(() => expect(posts(app, '/api/v1/uploads/avatar/remove')).toHaveLength(1));
  });

  it('shows the server refusing the file and keeps the old picture', async () => {
    const app = renderProfile(() =>
      HttpResponse.json(
        { message: 'Invalid file', errors: { avatar: ['The file is not an image.'] } },
        { status: 422 },
      ),
    );
    await choose(app);
    expect(await screen.findByText('The file is not an image.')).toBeTruthy();
    expect(posts(app, '/api/v1/uploads/avatar/remove')).toHaveLength(0);
  });
});
