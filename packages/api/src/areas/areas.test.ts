import { describe, expect, it } from 'vitest';
import { createApi, areaForRole, isApiError, type ApiError } from '../index.ts';
import { createApiClient } from '../client.ts';
import { fakeServer, json, networkError, noContent } from '../testing/fakeServer.ts';

const user = {
  id: '6b1f1e4e-1c2b-4a57-9d0e-2f3a4b5c6d7e',
  role: 'customer',
  first_name: 'Ada',
  last_name: 'Lovelace',
  business_name: null,
  email: 'ada@example.com',
  email_verified: true,
  avatar_url: null,
  avatar_thumb_url: null,
  logo_url: null,
  logo_thumb_url: null,
  created_at: '2026-11-01T10:00:00Z',
};

function apiWith(...answers: Parameters<typeof fakeServer>) {
  const server = fakeServer(...answers);
  const api = createApi(createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' }));
  return { server, api };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('auth.login (R-API-3, R-ERR-2)', () => {
  it('fetches the CSRF cookie first, then returns user, token and roles in camelCase', async () => {
    const { server, api } = apiWith(
      noContent,
      json(200, { user, token: 't1', roles: ['customer'] }),
    );
    const result = await api.auth.login({
      email: 'ada@example.com',
      password: 'Secret1!',
      remember: true,
    });
    expect(server.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/v1/auth/login',
    ]);
    expect(result.token).toBe('t1');
    expect(result.user.firstName).toBe('Ada');
    expect(result.roles).toEqual(['customer']);
  });

  it('reads the answer from under data too', async () => {
    const { api } = apiWith(
      noContent,
      json(200, { data: { user, token: 't2', roles: ['customer'] } }),
    );
    const result = await api.auth.login({
      email: 'ada@example.com',
      password: 'x',
      remember: false,
    });
    expect(result.token).toBe('t2');
    expect(result.user.email).toBe('ada@example.com');
  });

  it('says "Invalid response format from login API" when the token is missing', async () => {
    const { api } = apiWith(noContent, json(200, { user }));
    const error = await rejection(
      api.auth.login({ email: 'a@b.c', password: 'x', remember: false }),
    );
    expect(error.message).toBe('Invalid response format from login API');
  });

  it('says "Invalid response format from login API" when the user is missing', async () => {
    const { api } = apiWith(noContent, json(200, { data: { token: 't' } }));
    const error = await rejection(
      api.auth.login({ email: 'a@b.c', password: 'x', remember: false }),
    );
    expect(error.message).toBe('Invalid response format from login API');
  });

  it("shows the server's message on failure", async () => {
    const { api } = apiWith(
      noContent,
      json(422, {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      }),
    );
    const error = await rejection(
      api.auth.login({ email: 'a@b.c', password: 'x', remember: false }),
    );
    expect(error.message).toBe('These credentials do not match our records.');
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ email: ['These credentials do not match our records.'] });
  });

  it('falls back to "Authentication failed" without a server message', async () => {
    const { api } = apiWith(noContent, json(500, {}));
    const error = await rejection(
      api.auth.login({ email: 'a@b.c', password: 'x', remember: false }),
    );
    expect(error.message).toBe('Authentication failed');
  });

  it('falls back to "Authentication failed" when the network fails', async () => {
    const { api } = apiWith(noContent, networkError);
    const error = await rejection(
      api.auth.login({ email: 'a@b.c', password: 'x', remember: false }),
    );
    expect(error.message).toBe('Authentication failed');
    expect(error.status).toBe(0);
  });

  it('passes the Retry-After of a 429 on', async () => {
    const { api } = apiWith(
      noContent,
      json(429, { message: 'Too many attempts.' }, { 'Retry-After': '42' }),
    );
    const error = await rejection(
      api.auth.login({ email: 'a@b.c', password: 'x', remember: false }),
    );
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(42);
  });
});

describe('auth.forgotPassword and auth.resetPassword (issue 35)', () => {
  it('asks for a link after the CSRF cookie and returns the neutral message', async () => {
    const { server, api } = apiWith(noContent, json(200, { message: 'If an account uses it…' }));
    const result = await api.auth.forgotPassword({ email: 'ada@example.com' });
    expect(server.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/v1/auth/forgot-password',
    ]);
    expect(JSON.parse(server.calls[1]?.body as string)).toEqual({ email: 'ada@example.com' });
    expect(result).toEqual({ message: 'If an account uses it…' });
  });

  it('sends the token and both passwords in snake_case', async () => {
    const { server, api } = apiWith(noContent, json(200, { message: 'Changed.' }));
    const result = await api.auth.resetPassword({
      token: 'tok',
      password: 'Secret1!',
      passwordConfirmation: 'Secret1!',
    });
    expect(server.calls[1]?.url.pathname).toBe('/api/v1/auth/reset-password');
    expect(JSON.parse(server.calls[1]?.body as string)).toEqual({
      token: 'tok',
      password: 'Secret1!',
      password_confirmation: 'Secret1!',
    });
    expect(result.message).toBe('Changed.');
  });

  it('keeps the 422 on token, and falls back to its own message without one', async () => {
    const bad = 'This password reset link is invalid or has expired. Please ask for a new one.';
    const { api } = apiWith(noContent, json(422, { message: bad, errors: { token: [bad] } }));
    const error = await rejection(
      api.auth.resetPassword({ token: 't', password: 'x', passwordConfirmation: 'x' }),
    );
    expect(error.errors).toEqual({ token: [bad] });
    const failing = apiWith(noContent, json(500, {}));
    expect((await rejection(failing.api.auth.forgotPassword({ email: 'a@b.c' }))).message).toBe(
      'Could not send the reset link. Please try again.',
    );
  });
});

describe('auth.register (R-VALID-2, R-VALID-3)', () => {
  const draft = {
    role: 'customer' as const,
    email: 'ada@example.com',
    password: 'Secret1!',
    passwordConfirmation: 'Secret1!',
    agreedToTerms: true as const,
    firstName: 'Ada',
    lastName: 'Lovelace',
  };

  it('sends JSON in snake_case without a file', async () => {
    const { server, api } = apiWith(
      noContent,
      json(201, { user, token: 't', roles: ['customer'] }),
    );
    await api.auth.register(draft);
    expect(JSON.parse(server.calls[1]?.body as string)).toMatchObject({
      password_confirmation: 'Secret1!',
      agreed_to_terms: true,
      first_name: 'Ada',
    });
  });

  it('sends multipart with snake_case fields when an avatar is attached', async () => {
    const { server, api } = apiWith(
      noContent,
      json(201, { user, token: 't', roles: ['customer'] }),
    );
    await api.auth.register({ ...draft, avatar: new Blob(['png'], { type: 'image/png' }) });
    const form = server.calls[1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('first_name')).toBe('Ada');
    expect(form.get('agreed_to_terms')).toBe('true');
    expect(form.get('avatar')).toBeInstanceOf(Blob);
  });

  it('keeps server errors per field, in camelCase', async () => {
    const { api } = apiWith(
      noContent,
      json(422, {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'], first_name: ['Required'] },
      }),
    );
    const error = await rejection(api.auth.register(draft));
    expect(error.errors).toEqual({
      email: ['The email has already been taken.'],
      firstName: ['Required'],
    });
  });

  it('falls back to "Registration failed. Please try again."', async () => {
    const { api } = apiWith(noContent, json(500, {}));
    const error = await rejection(api.auth.register(draft));
    expect(error.message).toBe('Registration failed. Please try again.');
  });
});

describe('auth.logout and currentUser', () => {
  it("returns the server's message", async () => {
    const { api } = apiWith(json(200, { message: 'Logged out successfully.' }));
    expect(await api.auth.logout()).toEqual({ message: 'Logged out successfully.' });
  });

  it('never fails: "You have been logged out" when the API fails', async () => {
    const { api } = apiWith(json(500, { message: 'boom' }));
    expect(await api.auth.logout()).toEqual({ message: 'You have been logged out' });
    const offline = apiWith(networkError);
    expect(await offline.api.auth.logout()).toEqual({ message: 'You have been logged out' });
  });

  it('reads the current user from user or from data', async () => {
    const a = apiWith(json(200, { user, roles: ['customer'] }));
    expect((await a.api.auth.currentUser()).user.lastName).toBe('Lovelace');
    const b = apiWith(json(200, { data: user, roles: ['customer'] }));
    expect((await b.api.auth.currentUser()).user.lastName).toBe('Lovelace');
  });
});

describe('session', () => {
  it('reads status, heartbeat and extend in camelCase', async () => {
    const { api } = apiWith(
      json(200, { data: { is_expired: false, expires_in_seconds: 290 } }),
      json(200, { data: { expires_in_seconds: 900 } }),
      json(200, { message: 'Session extended successfully', data: { expires_in_seconds: 900 } }),
    );
    expect(await api.session.status()).toEqual({ isExpired: false, expiresInSeconds: 290 });
    expect(await api.session.heartbeat()).toEqual({ expiresInSeconds: 900 });
    expect(await api.session.extend()).toEqual({
      message: 'Session extended successfully',
      expiresInSeconds: 900,
    });
  });

  it('says "Failed to extend session" when extending fails without a message', async () => {
    const { api } = apiWith(json(500, {}));
    expect((await rejection(api.session.extend())).message).toBe('Failed to extend session');
  });

  it('reports a heartbeat 401 with its status so the caller can expire the session', async () => {
    const { api } = apiWith(json(401, { message: 'Unauthenticated.' }));
    expect((await rejection(api.session.heartbeat())).status).toBe(401);
  });
});

describe('uploads (R-DATA-1, R-API-5)', () => {
  it('reads the own logo from data.data', async () => {
    const { api } = apiWith(
      json(200, {
        status: 'success',
        data: { data: { logo_url: '/l.webp', logo_thumb_url: '/t.webp' } },
      }),
    );
    expect(await api.uploads.getLogo()).toEqual({ logoUrl: '/l.webp', logoThumbUrl: '/t.webp' });
  });

  it('adds a cache-busting timestamp to the URLs after an upload', async () => {
    const server = fakeServer(
      json(200, {
        status: 'success',
        message: 'ok',
        data: {
          avatar_url: '/api/v1/media/a.webp',
          avatar_thumb_url: '/api/v1/media/a-96.webp?v=1',
        },
      }),
    );
    const { createUploadsApi } = await import('./uploads.ts');
    const uploads = createUploadsApi(
      createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' }),
      () => 1700000000000,
    );
    const urls = await uploads.uploadAvatar(new Blob(['x'], { type: 'image/png' }));
    expect(urls).toEqual({
      avatarUrl: '/api/v1/media/a.webp?t=1700000000000',
      avatarThumbUrl: '/api/v1/media/a-96.webp?v=1&t=1700000000000',
    });
    expect((server.calls[0]?.body as FormData).get('avatar')).toBeInstanceOf(Blob);
  });

  it('returns true when removal succeeds and false when it fails (never throws)', async () => {
    expect(
      await apiWith(
        json(200, { status: 'success', message: 'Removed' }),
      ).api.uploads.removeAvatar(),
    ).toBe(true);
    expect(await apiWith(json(500, { message: 'boom' })).api.uploads.removeAvatar()).toBe(false);
    expect(await apiWith(networkError).api.uploads.removeLogo()).toBe(false);
    expect(await apiWith(json(422, { message: 'no' })).api.uploads.removeLogo()).toBe(false);
  });
});

describe('notifications (R-API-6, R-ERR-7)', () => {
  const notification = {
    id: 'n1',
    kind: 'application_status_changed',
    title: 'Application update',
    message: 'Moved to interviewing',
    timestamp: '2026-11-20T10:00:00Z',
    is_read: true,
    is_important: false,
    link: null,
  };

  it('uses the area prefix b or c, customer by default', async () => {
    expect(areaForRole('business')).toBe('b');
    expect(areaForRole('customer')).toBe('c');
    expect(areaForRole(undefined)).toBe('c');
    const { server, api } = apiWith(
      json(200, { status: 'success', message: '', data: { count: 3 } }),
    );
    expect(await api.notifications('b').unreadCount()).toBe(3);
    expect(server.calls[0]?.url.pathname).toBe('/api/v1/b/notifications/unread-count');
  });

  it('lists with unreadCount and snake_case query', async () => {
    const { server, api } = apiWith(
      json(200, {
        status: 'success',
        message: 'ok',
        data: {
          notifications: [notification],
          unread_count: 0,
          meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 },
        },
      }),
    );
    const list = await api.notifications('c').list({ page: 2, perPage: 10, filter: 'unread' });
    expect(list.unreadCount).toBe(0);
    expect(list.notifications[0]?.isRead).toBe(true);
    expect(server.calls[0]?.url.search).toBe('?page=2&per_page=10&filter=unread');
  });

  it.each([
    [
      'list',
      (api: ReturnType<typeof createApi>) => api.notifications('c').list(),
      'Failed to fetch notifications',
    ],
    [
      'unreadCount',
      (api: ReturnType<typeof createApi>) => api.notifications('c').unreadCount(),
      'Failed to get unread count',
    ],
    [
      'markRead',
      (api: ReturnType<typeof createApi>) => api.notifications('c').markRead('n1'),
      'Failed to mark notification as read',
    ],
    [
      'remove',
      (api: ReturnType<typeof createApi>) => api.notifications('c').remove('n1'),
      'Failed to delete notification',
    ],
    [
      'getNotificationSettings',
      (api: ReturnType<typeof createApi>) => api.settings('c').getNotificationSettings(),
      'Failed to fetch notification settings',
    ],
    [
      'updateNotificationSettings',
      (api: ReturnType<typeof createApi>) =>
        api.settings('c').updateNotificationSettings({ settings: {}, frequency: 'daily' }),
      'Failed to update notification settings',
    ],
  ])(
    '%s falls back to "%s"… on an error status without a message',
    async (_name, call, fallback) => {
      const statusError = apiWith(json(200, { status: 'error', message: '' }));
      expect((await rejection(call(statusError.api))).message).toBe(fallback);
      const httpError = apiWith(json(500, {}));
      expect((await rejection(call(httpError.api))).message).toBe(fallback);
    },
  );

  it("shows the server's message on an error status", async () => {
    const { api } = apiWith(json(200, { status: 'error', message: 'Notification not found' }));
    expect((await rejection(api.notifications('c').markRead('n1'))).message).toBe(
      'Notification not found',
    );
  });

  it('falls back to the success messages when the server gives none', async () => {
    const { api } = apiWith(
      json(200, { status: 'success', message: '', data: notification }),
      json(200, { status: 'success', message: '' }),
      json(200, { status: 'success', message: '', data: { settings: {}, frequency: 'weekly' } }),
    );
    expect((await api.notifications('c').markRead('n1')).message).toBe(
      'Notification marked as read',
    );
    expect((await api.notifications('c').remove('n1')).message).toBe('Notification deleted');
    expect(
      (await api.settings('c').updateNotificationSettings({ settings: {}, frequency: 'weekly' }))
        .message,
    ).toBe('Settings updated successfully');
  });

  it('round-trips notification settings: camelCase in, snake_case on the wire', async () => {
    const { server, api } = apiWith(
      json(200, {
        status: 'success',
        message: 'Settings updated successfully',
        data: {
          settings: { posting_closed: { in_app: true, email: false } },
          frequency: 'instant',
        },
      }),
    );
    const saved = await api.settings('c').updateNotificationSettings({
      settings: { postingClosed: { inApp: true, email: false } },
      frequency: 'instant',
    });
    expect(JSON.parse(server.calls[0]?.body as string)).toEqual({
      settings: { posting_closed: { in_app: true, email: false } },
      frequency: 'instant',
    });
    expect(saved.settings.postingClosed).toEqual({ inApp: true, email: false });
  });
});

describe('marketplace', () => {
  it('sends search filters as repeated snake_case query keys', async () => {
    const { server, api } = apiWith(
      json(200, {
        data: [],
        meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
        facets: {
          workplace_type: [],
          employment_type: [],
          experience_level: [],
          posted_within_days: [],
          location: [],
          sponsorship: [],
          term: [],
        },
        correction: { query: 'rust', original: 'russt' },
      }),
    );
    const page = await api.customer.searchJobs({
      q: 'rust',
      workplaceType: ['remote', 'hybrid'],
      salaryMin: 100000,
      includeUnstatedSalary: true,
      perPage: 20,
    });
    expect(page.meta.lastPage).toBe(1);
    expect(page.correction).toEqual({ query: 'rust', original: 'russt' });
    // An answer without the flag reads as an exact total.
    expect(page.totalIsCapped).toBe(false);
    expect(page.facetsAreSampled).toBe(false);
    const query = server.calls[0]!.url.searchParams;
    expect(query.getAll('workplace_type')).toEqual(['remote', 'hybrid']);
    expect(query.get('salary_min')).toBe('100000');
    expect(query.get('include_unstated_salary')).toBe('true');
  });

  it('applies with multipart cover_letter and resume, and reports 409 when already applied', async () => {
    const { server, api } = apiWith(
      json(409, { message: 'You have already applied to this job.' }),
    );
    const error = await rejection(
      api.customer.apply('j1', {
        coverLetter: 'Hello',
        resume: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe('You have already applied to this job.');
    const form = server.calls[0]?.body as FormData;
    expect(form.get('cover_letter')).toBe('Hello');
    expect(form.get('resume')).toBeInstanceOf(Blob);
  });

  it('moves an application with {status, note}', async () => {
    const { server, api } = apiWith(json(200, { data: { id: 'a1', status: 'interviewing' } }));
    await api.business.moveApplication('a1', { status: 'interviewing', note: 'See you Tuesday' });
    expect(server.calls[0]?.method).toBe('PATCH');
    expect(JSON.parse(server.calls[0]?.body as string)).toEqual({
      status: 'interviewing',
      note: 'See you Tuesday',
    });
  });
});

describe('team (issue 36)', () => {
  it('sets a hiring team with snake_case member_ids and reads the members camelCase', async () => {
    const member = {
      id: 'm1',
      user_id: 'u1',
      name: 'Elena Marsh',
      email: 'elena@example.com',
      role: 'recruiter',
      joined_at: '2026-11-02T09:00:00Z',
      is_you: false,
    };
    const { server, api } = apiWith(json(200, { data: { posting_id: 'p1', members: [member] } }));
    const team = await api.team.setHiringTeam('p1', ['m1']);
    expect(`${server.calls[0]?.method} ${server.calls[0]?.url.pathname}`).toBe(
      'PUT /api/v1/b/postings/p1/hiring-team',
    );
    expect(JSON.parse(server.calls[0]?.body as string)).toEqual({ member_ids: ['m1'] });
    expect(team.postingId).toBe('p1');
    expect(team.members[0]).toMatchObject({
      userId: 'u1',
      isYou: false,
      joinedAt: member.joined_at,
    });
  });

  it('removes a member on a 204 and reports the 403 of a role that may not, and reads a link token', async () => {
    const forbidden = 'A recruiter may not manage the company profile or its team.';
    const { server, api } = apiWith(
      () => new Response(null, { status: 204 }),
      json(403, { message: forbidden }),
      json(200, {
        data: {
          company_name: 'Northwind Robotics',
          email: 'rosa@example.com',
          role: 'interviewer',
          expires_at: '2026-11-28T09:00:00Z',
        },
      }),
    );
    await expect(api.team.removeMember('m1')).resolves.toBeUndefined();
    const error = await rejection(api.team.invite('rosa@example.com', 'interviewer'));
    expect(error).toMatchObject({ status: 403, message: forbidden });
    const preview = await api.team.invitation('abc_123');
    expect(preview.companyName).toBe('Northwind Robotics');
    expect(server.calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'DELETE /api/v1/b/team/members/m1',
      'POST /api/v1/b/team/invitations',
      'GET /api/v1/auth/invitation?token=abc_123',
    ]);
  });
});
