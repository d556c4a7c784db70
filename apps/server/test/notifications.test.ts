import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';
import { notifications } from '../src/db/schema.ts';
import type { NotificationInput } from '../src/services/notifications.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notify = (userId: string, overrides: Partial<NotificationInput> = {}) =>
  t.app.deps.notifier.notify(t.db, {
    userId,
    kind: 'application_status_changed',
    title: 'Application update',
    message: 'Hugging Face moved your application to Interviewing.',
    link: '/c/applications/7d2e4f6a-8b0c-4d1e-9f2a-3b4c5d6e7f80',
    ...overrides,
  });

async function customerWith(count: number): Promise<{ maya: TestUser; ids: string[] }> {
  const maya = await t.registerCustomer();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    t.clock.advance(1000);
    ids.push((await notify(maya.user.id, { title: `Update ${i + 1}` }))!);
  }
  return { maya, ids };
}

const list = (token: string, query = '', area = 'c') =>
  t.request({ method: 'GET', url: `/api/v1/${area}/notifications${query}`, token });

describe('list (R-SHELL-3, R-API-6, R-LIMIT-9)', () => {
  it('pages 10 at a time, newest first, with the unread count and the envelope', async () => {
    const { maya } = await customerWith(13);
    const first = await list(maya.token);
    expect(first.statusCode).toBe(200);
    expect(first.data.status).toBe('success');
    expect(first.data.data.notifications).toHaveLength(10);
    expect(first.data.data.notifications[0].title).toBe('Update 13');
    expect(first.data.data.unread_count).toBe(13);
    expect(first.data.data.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 13,
      last_page: 2,
    });
    const second = await list(maya.token, '?page=2');
    expect(second.data.data.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Update 3',
      'Update 2',
      'Update 1',
    ]);
  });

  it('filters unread and important, the unread count staying the total', async () => {
    const { maya, ids } = await customerWith(4);
    await t.request({
      method: 'POST',
      url: `/api/v1/c/notifications/mark-read/${ids[0]}`,
      token: maya.token,
    });
    await t.request({
      method: 'POST',
      url: `/api/v1/c/notifications/toggle-important/${ids[1]}`,
      token: maya.token,
    });
    const unread = await list(maya.token, '?filter=unread');
    expect(unread.data.data.meta.total).toBe(3);
    const important = await list(maya.token, '?filter=important');
    expect(important.data.data.notifications.map((n: { id: string }) => n.id)).toEqual([ids[1]]);
    expect(important.data.data.unread_count).toBe(3);
  });

  it('refuses an invalid page, per_page or filter with 400 naming the parameter', async () => {
    const { maya } = await customerWith(0);
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?per_page=101', 'per_page'],
      ['?filter=archived', 'filter'],
      ['?page=abc', 'page'],
    ]) {
      const res = await list(maya.token, query);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.data.errors)).toEqual([field]);
    }
  });

  it('shows each user only their own notifications', async () => {
    const { maya } = await customerWith(2);
    const { maya: other } = await customerWith(1);
    expect((await list(other.token)).data.data.meta.total).toBe(1);
    expect((await list(maya.token)).data.data.meta.total).toBe(2);
  });

  it('works for businesses under b', async () => {
    const hf = await t.registerBusiness();
    await notify(hf.user.id, {
      kind: 'application_received',
      title: 'New application',
      link: '/b/applications/7d2e4f6a-8b0c-4d1e-9f2a-3b4c5d6e7f80',
    });
    const res = await list(hf.token, '', 'b');
    expect(res.data.data.notifications[0]).toMatchObject({
      kind: 'application_received',
      is_read: false,
      is_important: false,
    });
  });
});

describe('actions and their messages (R-API-6, R-ERR-7)', () => {
  it('counts unread notifications', async () => {
    const { maya } = await customerWith(3);
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/c/notifications/unread-count',
      token: maya.token,
    });
    expect(res.data).toEqual({
      status: 'success',
      message: 'Unread count retrieved successfully',
      data: { count: 3 },
    });
  });

  it('marks one as read: "Notification marked as read"', async () => {
    const { maya, ids } = await customerWith(2);
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/c/notifications/mark-read/${ids[0]}`,
      token: maya.token,
    });
    expect(res.data.message).toBe('Notification marked as read');
    expect(res.data.data).toMatchObject({ id: ids[0], is_read: true });
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/c/notifications/mark-read/${ids[0]}`,
      token: maya.token,
    });
    expect(again.statusCode).toBe(200);
  });

  it('marks all as read', async () => {
    const { maya } = await customerWith(3);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/c/notifications/read-all',
      token: maya.token,
    });
    expect(res.data.data).toEqual({ updated_count: 3, unread_count: 0 });
    expect((await list(maya.token)).data.data.unread_count).toBe(0);
  });

  it('toggles important on and off', async () => {
    const { maya, ids } = await customerWith(1);
    const on = await t.request({
      method: 'POST',
      url: `/api/v1/c/notifications/toggle-important/${ids[0]}`,
      token: maya.token,
    });
    expect(on.data.data.is_important).toBe(true);
    const off = await t.request({
      method: 'POST',
      url: `/api/v1/c/notifications/toggle-important/${ids[0]}`,
      token: maya.token,
    });
    expect(off.data.data.is_important).toBe(false);
  });

  it('deletes: "Notification deleted"', async () => {
    const { maya, ids } = await customerWith(1);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/v1/c/notifications/delete/${ids[0]}`,
      token: maya.token,
    });
    expect(res.data).toEqual({ status: 'success', message: 'Notification deleted', data: null });
    expect((await list(maya.token)).data.data.meta.total).toBe(0);
  });

  it('refuses another user’s notification id with 404 on every action, changing nothing', async () => {
    const { ids } = await customerWith(1);
    const { maya: intruder } = await customerWith(0);
    const id = ids[0]!;
    for (const [method, url] of [
      ['POST', `/api/v1/c/notifications/mark-read/${id}`],
      ['POST', `/api/v1/c/notifications/toggle-important/${id}`],
      ['DELETE', `/api/v1/c/notifications/delete/${id}`],
    ] as const) {
      const res = await t.request({ method, url, token: intruder.token });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ readAt: null, isImportant: false });
  });

  it('answers a malformed id with 400', async () => {
    const { maya } = await customerWith(0);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/c/notifications/mark-read/not-a-uuid',
      token: maya.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors.id).toBeDefined();
  });
});

describe('notification settings (R-DATA-7, R-API-6)', () => {
  it('answers every kind with defaults, and saves a partial update with "Settings updated successfully"', async () => {
    const maya = await t.registerCustomer();
    const before = await t.request({
      method: 'GET',
      url: '/api/v1/c/settings/notification',
      token: maya.token,
    });
    expect(before.data.data.frequency).toBe('instant');
    expect(Object.keys(before.data.data.settings).sort()).toEqual([
      'application_received',
      'application_status_changed',
      'job_alert',
      'message',
      'posting_closed',
      'system',
      'team',
    ]);
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/notification',
      token: maya.token,
      body: { settings: { system: { in_app: false, email: false } }, frequency: 'daily' },
    });
    expect(res.data.message).toBe('Settings updated successfully');
    expect(res.data.data.frequency).toBe('daily');
    expect(res.data.data.settings.system).toEqual({ in_app: false, email: false });
    expect(res.data.data.settings.posting_closed).toEqual(before.data.data.settings.posting_closed);
  });

  it('refuses an unknown frequency or kind with 422 naming the field', async () => {
    const maya = await t.registerCustomer();
    const bad = await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/notification',
      token: maya.token,
      body: { settings: { nonsense: { in_app: true, email: true } }, frequency: 'hourly' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['frequency', 'settings.nonsense']);
  });

  it('is applied by notify(): in-app off stores nothing visible; e-mail instant goes to the outbox', async () => {
    const maya = await t.registerCustomer();
    await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/notification',
      token: maya.token,
      body: {
        settings: {
          system: { in_app: false, email: false },
          message: { in_app: true, email: true },
        },
        frequency: 'instant',
      },
    });
    expect(await notify(maya.user.id, { kind: 'system', title: 'Hidden' })).toBeNull();
    await notify(maya.user.id, { kind: 'message', title: 'A message for you' });
    const res = await list(maya.token);
    expect(res.data.data.notifications.map((n: { title: string }) => n.title)).toEqual([
      'A message for you',
    ]);
    const mails = (await t.emails()).filter(
      (m) => m.to === maya.email && m.subject === 'A message for you',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('http://localhost:5173/c/applications/');
  });

  it('sends nothing by e-mail with frequency never, and a digest with daily', async () => {
    const maya = await t.registerCustomer();
    await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/notification',
      token: maya.token,
      body: { settings: {}, frequency: 'never' },
    });
    await notify(maya.user.id, { title: 'Quiet' });
    expect(
      (await t.emails()).filter((m) => m.to === maya.email && m.subject === 'Quiet'),
    ).toHaveLength(0);

    await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/notification',
      token: maya.token,
      body: { settings: {}, frequency: 'daily' },
    });
    await notify(maya.user.id, { title: 'First of the day' });
    await notify(maya.user.id, { title: 'Second of the day' });
    expect(await t.app.deps.notifier.sendDigests(t.db)).toBeGreaterThanOrEqual(1);
    const digest = (await t.emails()).filter(
      (m) => m.to === maya.email && m.subject.startsWith('Your daily summary'),
    );
    expect(digest).toHaveLength(1);
    expect(digest[0]!.text).toContain('First of the day');
    expect(digest[0]!.text).not.toContain('Quiet');
    // Not again within the day.
    await notify(maya.user.id, { title: 'Third' });
    await t.app.deps.notifier.sendDigests(t.db);
    expect(
      (await t.emails()).filter(
        (m) => m.to === maya.email && m.subject.startsWith('Your daily summary'),
      ),
    ).toHaveLength(1);
  });

  it('drops control characters, and refuses a link that is not an app path', async () => {
    const maya = await t.registerCustomer();
    await notify(maya.user.id, {
      title: 'Line\nbreak\u0007',
      message: 'Keeps\nlines\u0000 but not NUL',
    });
    const [first] = (await list(maya.token)).data.data.notifications;
    expect(first).toMatchObject({ title: 'Line break', message: 'Keeps\nlines but not NUL' });
    await expect(notify(maya.user.id, { link: 'https://evil.example/phish' })).rejects.toThrow(
      TypeError,
    );
  });

  it('delivers queued e-mail to the outbox folder when no SMTP server is configured', async () => {
    const maya = await t.registerCustomer();
    await notify(maya.user.id, { title: 'Delivered' });
    await t.app.deps.mailer.flush();
    const mail = (await t.emails()).find((m) => m.to === maya.email && m.subject === 'Delivered');
    expect(mail?.sentAt).toBeInstanceOf(Date);
    const { readdirSync } = await import('node:fs');
    expect(
      readdirSync(t.app.deps.mailer.outboxDir!).some((f) => f.endsWith(`${mail!.id}.eml`)),
    ).toBe(true);
  });
});
