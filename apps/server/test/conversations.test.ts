/**
 * Conversations between an applicant and the business (issue 28, decision 236): the inbox, one
 * conversation per application merging messages and stage notes, cursors, writing and its rules
 * (422, 409 closed after 30 days, 429 past 30 a minute), ownership (404) and areas (403), the
 * `message` notification, the housekeeping's e-mails, "Seen", privacy and the account export.
 * Every answer is checked against the contract by the harness. The live stream: conversation-stream.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { CONVERSATION_MESSAGES } from '@hireloop/api/rules';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';
import {
  applied,
  createJob,
  moveApplication,
  notificationsOf,
  remembered,
} from './marketplace/helpers.ts';
import conversationsModule from '../src/modules/conversations/index.ts';
import { z } from 'zod';
import { dbNumber } from '../src/db/columns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_REQUESTS: '100000' } });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A business with a published job and a customer who applied to it. */
async function pair(options: { company?: string; title?: string; first?: string } = {}) {
  const business = await t.registerBusiness({ business_name: options.company ?? 'Hugging Face' });
  const job = await createJob(t, business, { title: options.title ?? 'Machine Learning Engineer' });
  const customer = await t.registerCustomer({ first_name: options.first ?? 'Maya' });
  const application = await applied(t, customer, job.id);
  return { business, customer, job, applicationId: application.id };
}

const area = (user: TestUser) => (user.user.role === 'business' ? 'b' : 'c');

function send(user: TestUser, applicationId: string, body: unknown) {
  return t.request({
    method: 'POST',
    url: `/api/v1/${area(user)}/applications/${applicationId}/messages`,
    token: user.token,
    body: { body },
  });
}

function read(user: TestUser, applicationId: string, query = '') {
  return t.request({
    method: 'GET',
    url: `/api/v1/${area(user)}/applications/${applicationId}/messages${query}`,
    token: user.token,
  });
}

function markRead(user: TestUser, applicationId: string) {
  return t.request({
    method: 'POST',
    url: `/api/v1/${area(user)}/applications/${applicationId}/messages/read`,
    token: user.token,
  });
}

function inbox(user: TestUser, query = '') {
  return t.request({
    method: 'GET',
    url: `/api/v1/${area(user)}/conversations${query}`,
    token: user.token,
  });
}

/** Signs `user` in again (after the clock moved past their session). */
const again = (user: TestUser) => remembered(t, user);

/** Message e-mails in the outbox sent to `user`. */
async function messageEmails(user: TestUser) {
  return (await t.emails()).filter(
    (e) => e.to.toLowerCase() === user.email.toLowerCase() && /new messages? from/i.test(e.subject),
  );
}

const housekeeping = () => conversationsModule.housekeeping!(t.app.deps);

describe('a conversation: messages and stage changes in one timeline', () => {
  it('merges the stage notes with the messages, oldest first, each with its author', async () => {
    const { business, customer, applicationId } = await pair();
    t.clock.advance(1000);
    expect(
      (await moveApplication(t, business, applicationId, 'reviewing', 'Thanks Maya!')).statusCode,
    ).toBe(200);
    t.clock.advance(1000);
    const sent = await send(business, applicationId, 'Could we talk on Thursday?');
    expect(sent.statusCode).toBe(201);
    expect(sent.data.data).toMatchObject({
      kind: 'message',
      body: 'Could we talk on Thursday?',
      status: null,
      is_mine: true,
      author: { role: 'business', name: 'Hugging Face' },
    });
    t.clock.advance(1000);
    expect((await send(customer, applicationId, 'Thursday works.\nAfternoon?')).statusCode).toBe(
      201,
    );

    const page = await read(customer, applicationId);
    expect(page.statusCode).toBe(200);
    expect(
      page.data.data.entries.map(
        (e: { kind: string; status: string | null; body: string | null; is_mine: boolean }) => [
          e.kind,
          e.status,
          e.body,
          e.is_mine,
        ],
      ),
    ).toEqual([
      ['stage_change', 'submitted', null, true],
      ['stage_change', 'reviewing', 'Thanks Maya!', false],
      ['message', null, 'Could we talk on Thursday?', false],
      ['message', null, 'Thursday works.\nAfternoon?', true],
    ]);
    expect(page.data.data.other_party).toEqual({
      role: 'business',
      name: 'Hugging Face',
      avatar_thumb_url: null,
    });
    expect(page.data.data.can_write).toBe(true);
    expect(page.data.data.write_closed_message).toBeNull();
    // The business's message came before the customer wrote (writing marks read for the sender).
    expect(page.data.data.unread_count).toBe(0);
    expect(page.data.meta.earlier_cursor).toBeNull();
    expect(page.data.meta.latest_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('pages back with before and reads what arrived with after; a bad cursor or both answer 400', async () => {
    const { business, customer, applicationId } = await pair();
    for (let i = 1; i <= 5; i++) {
      t.clock.advance(1000);
      expect((await send(i % 2 ? business : customer, applicationId, `m${i}`)).statusCode).toBe(
        201,
      );
    }
    const bodies = (res: { data: { data: { entries: { body: string | null }[] } } }) =>
      res.data.data.entries.map((e) => e.body);
    const newest = await read(customer, applicationId, '?limit=2');
    expect(bodies(newest)).toEqual(['m4', 'm5']);
    const older = await read(
      customer,
      applicationId,
      `?limit=2&before=${newest.data.meta.earlier_cursor}`,
    );
    expect(bodies(older)).toEqual(['m2', 'm3']);
    const oldest = await read(
      customer,
      applicationId,
      `?limit=2&before=${older.data.meta.earlier_cursor}`,
    );
    expect(bodies(oldest)).toEqual([null, 'm1']); // the `submitted` stage change, then m1
    expect(oldest.data.meta.earlier_cursor).toBeNull();

    const nothingYet = await read(
      customer,
      applicationId,
      `?after=${newest.data.meta.latest_cursor}`,
    );
    expect(bodies(nothingYet)).toEqual([]);
    expect(nothingYet.data.meta.latest_cursor).toBe(newest.data.meta.latest_cursor);
    t.clock.advance(1000);
    await send(business, applicationId, 'm6');
    const since = await read(customer, applicationId, `?after=${newest.data.meta.latest_cursor}`);
    expect(bodies(since)).toEqual(['m6']);

    const bad = await read(customer, applicationId, '?before=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors.before).toBeDefined();
    const badAfter = await read(customer, applicationId, '?after=AAAA');
    expect(badAfter.statusCode).toBe(400);
    expect(badAfter.data.errors.after).toBeDefined();
    const both = await read(
      customer,
      applicationId,
      `?before=${newest.data.meta.earlier_cursor}&after=${newest.data.meta.latest_cursor}`,
    );
    expect(both.statusCode).toBe(400);
  });
});

/** A row of this query's raw SQL. */
const queryRow = z.object({ n: dbNumber });

describe('writing: the message rules', () => {
  it('answers 422 naming body for every bad body, writing nothing, and accepts 5,000 characters', async () => {
    const { customer, applicationId } = await pair();
    const cases: [unknown, string][] = [
      ['', CONVERSATION_MESSAGES.empty],
      ['   \n\t ', CONVERSATION_MESSAGES.empty],
      ['x'.repeat(5001), CONVERSATION_MESSAGES.tooLong],
      ['a\u0000b', CONVERSATION_MESSAGES.controlCharacters],
      ['a\u001b[31mb', CONVERSATION_MESSAGES.controlCharacters],
    ];
    for (const [body, message] of cases) {
      const res = await send(customer, applicationId, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 20)).toBe(422);
      expect(res.data.errors.body).toEqual([message]);
    }
    const missing = await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${applicationId}/messages`,
      token: customer.token,
      body: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.data.errors.body).toBeDefined();
    const [count] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM messages WHERE application_id = ${applicationId}`,
      queryRow,
    );
    expect(count!.n).toBe(0);
    expect((await send(customer, applicationId, 'é'.repeat(5000))).statusCode).toBe(201);
    expect((await send(customer, applicationId, 'tabs\tand\r\nbreaks')).statusCode).toBe(201);
  });

  it('answers 404 for another user’s application and 403 in the wrong area', async () => {
    const { business, customer, applicationId } = await pair();
    const otherCustomer = await t.registerCustomer();
    const otherBusiness = await t.registerBusiness();
    for (const stranger of [otherCustomer, otherBusiness]) {
      expect((await read(stranger, applicationId)).statusCode).toBe(404);
      expect((await send(stranger, applicationId, 'Hello')).statusCode).toBe(404);
      expect((await markRead(stranger, applicationId)).statusCode).toBe(404);
    }
    // A tracker's id is not an application's.
    const unknown = '5b0f3c1e-8d2a-4c7b-9e61-2f4a7d9c3b10';
    expect((await read(customer, unknown)).statusCode).toBe(404);
    const wrongArea = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications/${applicationId}/messages`,
      token: customer.token,
    });
    expect(wrongArea.statusCode).toBe(403);
    const wrongSend = await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${applicationId}/messages`,
      token: business.token,
      body: { body: 'Hi' },
    });
    expect(wrongSend.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/b/conversations', token: customer.token }))
        .statusCode,
    ).toBe(403);
  });

  it('closes writing 30 days after the application ended, and keeps it readable', async () => {
    const { business, customer, applicationId } = await pair();
    const withdrawn = await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${applicationId}/withdraw`,
      token: customer.token,
    });
    expect(withdrawn.statusCode).toBe(200);
    t.clock.advance(29 * DAY_MS);
    const maya = await again(customer);
    const hf = await again(business);
    expect((await send(maya, applicationId, 'One more thing')).statusCode).toBe(201);
    t.clock.advance(DAY_MS);
    const maya2 = await again(maya);
    const hf2 = await again(hf);
    const closed = await send(maya2, applicationId, 'Too late?');
    expect(closed.statusCode).toBe(409);
    expect(closed.data.message).toBe(CONVERSATION_MESSAGES.closed);
    expect((await send(hf2, applicationId, 'Too late?')).statusCode).toBe(409);
    const page = await read(hf2, applicationId);
    expect(page.statusCode).toBe(200);
    expect(page.data.data.can_write).toBe(false);
    expect(page.data.data.write_closed_message).toBe(CONVERSATION_MESSAGES.closed);
    expect(page.data.data.entries.at(-1).body).toBe('One more thing');
  });

  it('refuses the 31st message of a sender within a minute (429 with Retry-After), not the other party', async () => {
    const { business, customer, applicationId } = await pair();
    for (let i = 0; i < 30; i++)
      expect((await send(customer, applicationId, `n${i}`)).statusCode).toBe(201);
    const limited = await send(customer, applicationId, 'one more');
    expect(limited.statusCode).toBe(429);
    expect(limited.data.message).toBe(CONVERSATION_MESSAGES.tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(business, applicationId, 'Slow down, Maya :)')).statusCode).toBe(201);
    t.clock.advance(61_000);
    expect((await send(customer, applicationId, 'sorry')).statusCode).toBe(201);
  });

  it('notifies the recipient in the app with a link to the conversation of their area', async () => {
    const { business, customer, applicationId } = await pair({ company: 'Mistral' });
    await send(business, applicationId, `Hello ${'a'.repeat(300)}`);
    const [toCustomer] = (await notificationsOf(t, customer.user.id)).filter(
      (n) => n.kind === 'message',
    );
    expect(toCustomer).toMatchObject({
      title: 'New message from Mistral',
      link: `/c/messages/${applicationId}`,
    });
    expect(toCustomer!.message.length).toBeLessThanOrEqual(200);
    expect(toCustomer!.message.startsWith('Hello aaa')).toBe(true);
    await send(customer, applicationId, 'Hi!');
    const [toBusiness] = (await notificationsOf(t, business.user.id)).filter(
      (n) => n.kind === 'message',
    );
    expect(toBusiness).toMatchObject({
      title: 'New message from Maya Okafor',
      message: 'Hi!',
      link: `/b/messages/${applicationId}`,
    });
    // The sender gets none.
    expect(
      (await notificationsOf(t, customer.user.id)).filter((n) => n.kind === 'message'),
    ).toHaveLength(1);
  });
});

describe('unread, Seen and the inbox', () => {
  it('counts the other side’s unread messages, shows Seen after they read, and orders the inbox by activity', async () => {
    const business = await t.registerBusiness({ business_name: 'Acme Robotics' });
    const first = await createJob(t, business, { title: 'Rust Engineer' });
    const second = await createJob(t, business, { title: 'Data 50%_Analyst' });
    const maya = await t.registerCustomer({ first_name: 'Maya', last_name: 'Okafor' });
    const ana = await t.registerCustomer({ first_name: 'Ana', last_name: 'Lima' });
    const a1 = (await applied(t, maya, first.id)).id;
    t.clock.advance(1000);
    const a2 = (await applied(t, maya, second.id)).id;
    t.clock.advance(1000);
    const a3 = (await applied(t, ana, first.id)).id;
    t.clock.advance(1000);

    await send(business, a1, 'First question');
    t.clock.advance(1000);
    await send(business, a1, 'Second question');
    t.clock.advance(1000);
    // a2's newest entry is its submission: a1 is the most recent.
    const list = await inbox(maya);
    expect(list.statusCode).toBe(200);
    expect(list.data.data.map((c: { application_id: string }) => c.application_id)).toEqual([
      a1,
      a2,
    ]);
    expect(list.data.data[0]).toMatchObject({
      unread_count: 2,
      job: { title: 'Rust Engineer' },
      other_party: { role: 'business', name: 'Acme Robotics' },
      last_entry: { kind: 'message', body: 'Second question', is_mine: false },
    });
    expect(list.data.data[1].unread_count).toBe(0);
    expect(list.data.data[1].last_entry).toMatchObject({
      kind: 'stage_change',
      status: 'submitted',
    });
    expect(list.data.meta).toMatchObject({ total: 2, unread_count: 2, current_page: 1 });

    // Seen: none before the customer reads, then the instant they read.
    expect((await read(business, a1)).data.data.seen_at).toBeNull();
    const readAt = t.clock.now().toISOString();
    const marked = await markRead(maya, a1);
    expect(marked.statusCode).toBe(200);
    expect(marked.data.data.unread_count).toBe(0);
    expect((await read(business, a1)).data.data.seen_at).toBe(readAt);
    expect((await read(maya, a1)).data.data.unread_count).toBe(0);

    // The business's inbox: three conversations, the customers' names, q on every word.
    t.clock.advance(1000);
    await send(ana, a3, 'Hello from Ana');
    const theirs = await inbox(business);
    expect(theirs.data.data.map((c: { application_id: string }) => c.application_id)).toEqual([
      a3,
      a1,
      a2,
    ]);
    expect(theirs.data.data[0]).toMatchObject({
      other_party: { role: 'customer', name: 'Ana Lima' },
      unread_count: 1,
    });
    expect(theirs.data.meta.unread_count).toBe(1);
    const byName = await inbox(business, '?q=ana%20rust');
    expect(byName.data.data.map((c: { application_id: string }) => c.application_id)).toEqual([a3]);
    expect(byName.data.meta.unread_count).toBe(1); // whatever q
    const literal = await inbox(business, `?q=${encodeURIComponent('50%_')}`);
    expect(literal.data.data.map((c: { application_id: string }) => c.application_id)).toEqual([
      a2,
    ]);
    expect((await inbox(business, '?q=%25')).data.data).toHaveLength(1);
    const paged = await inbox(business, '?per_page=2&page=2');
    expect(paged.data.data.map((c: { application_id: string }) => c.application_id)).toEqual([a2]);
    expect(paged.data.meta).toMatchObject({ total: 3, last_page: 2 });
    // Stage changes are not unread messages.
    await moveApplication(t, business, a2, 'reviewing', 'Looking at it');
    expect((await inbox(maya)).data.meta.unread_count).toBe(0);
  });

  it('shows the business the applicant’s name, never the e-mail, and the avatar only when allowed', async () => {
    const { business, customer, applicationId } = await pair({ first: 'Priya' });
    const key = `avatar-${randomBytes(8).toString('hex')}`;
    await t.db.execute(sql`
      WITH m AS (
        INSERT INTO media (user_id, purpose, key, thumb_key, content_type, byte_size, sha256, created_at)
        VALUES (${customer.user.id}, 'avatar', ${`${key}.webp`}, ${`${key}-96.webp`}, 'image/webp', 10, 'x', ${t.clock.now().toISOString()}::timestamptz)
        RETURNING id)
      UPDATE users SET image_media_id = (SELECT id FROM m) WHERE id = ${customer.user.id}`);
    await send(customer, applicationId, 'Hello');
    const hidden = await read(business, applicationId);
    expect(hidden.data.data.other_party).toEqual({
      role: 'customer',
      name: 'Priya Okafor',
      avatar_thumb_url: null,
    });
    expect(JSON.stringify(hidden.data)).not.toContain(customer.email);
    expect(JSON.stringify((await inbox(business)).data)).not.toContain(customer.email);
    // The applicant sees their own picture.
    expect(
      (await read(customer, applicationId)).data.data.entries.at(-1).author.avatar_thumb_url,
    ).toContain(key);

    await t.db.execute(
      sql`UPDATE privacy_settings SET show_photo_to_employers = true WHERE user_id = ${customer.user.id}`,
    );
    const shown = await read(business, applicationId);
    expect(shown.data.data.other_party.avatar_thumb_url).toContain(`${key}-96.webp`);
    expect(shown.data.data.entries.at(-1).author.avatar_thumb_url).toContain(key);
    await t.db.execute(
      sql`UPDATE privacy_settings SET profile_visibility = 'hidden' WHERE user_id = ${customer.user.id}`,
    );
    expect((await read(business, applicationId)).data.data.other_party.avatar_thumb_url).toBeNull();
  });
});

describe('message e-mails (housekeeping)', () => {
  it('sends one e-mail a minute after unread messages, none again within 15 minutes, a new one after', async () => {
    const { business, customer, applicationId } = await pair({ company: 'Cohere' });
    await send(business, applicationId, 'First');
    t.clock.advance(10_000);
    await send(business, applicationId, 'Second');
    await housekeeping();
    expect(await messageEmails(customer)).toHaveLength(0); // not before a minute
    t.clock.advance(60_000);
    await housekeeping();
    let mails = await messageEmails(customer);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('2 new messages from Cohere');
    expect(mails[0]!.text).toContain('First');
    expect(mails[0]!.text).toContain('Second');
    expect(mails[0]!.text).toContain(`http://localhost:5173/c/messages/${applicationId}`);
    await housekeeping();
    expect(await messageEmails(customer)).toHaveLength(1);

    const hf = await again(business);
    t.clock.advance(1000);
    await send(hf, applicationId, 'Third');
    t.clock.advance(5 * 60_000);
    await housekeeping();
    expect(await messageEmails(customer)).toHaveLength(1); // within 15 minutes of the last
    t.clock.advance(10 * 60_000);
    await housekeeping();
    mails = await messageEmails(customer);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Third');
    // The business wrote them: it gets none.
    expect(await messageEmails(business)).toHaveLength(0);
  });

  it('sends none when the recipient read it first, or switched message e-mails off', async () => {
    const { business, customer, applicationId } = await pair();
    await send(customer, applicationId, 'Read me quickly');
    t.clock.advance(30_000);
    await markRead(business, applicationId);
    t.clock.advance(60_000);
    await housekeeping();
    expect(await messageEmails(business)).toHaveLength(0);

    await t.db.execute(
      sql`UPDATE notification_settings SET settings = '{"message": {"in_app": true, "email": false}}'::jsonb
           WHERE user_id = ${business.user.id}`,
    );
    const maya = await again(customer);
    await send(maya, applicationId, 'Unread and no e-mail wanted');
    t.clock.advance(2 * 60_000);
    await housekeeping();
    expect(await messageEmails(business)).toHaveLength(0);
  });

  it('claims each e-mail once when two runs race', async () => {
    const { business, customer, applicationId } = await pair();
    await send(business, applicationId, 'Race');
    t.clock.advance(2 * 60_000);
    await Promise.all([housekeeping(), housekeeping()]);
    expect(await messageEmails(customer)).toHaveLength(1);
  });
});

/** A row of this query's raw SQL. */
const queryRow2 = z.object({ n: dbNumber });

describe('account data', () => {
  it('exports the messages a user wrote; deleting the account keeps the other side’s conversation with the author anonymised', async () => {
    const { business, customer, applicationId } = await pair({ title: 'Platform Engineer' });
    await send(customer, applicationId, 'My portfolio is at example.com');
    await send(business, applicationId, 'Thanks!');
    const exported = await t.request({
      method: 'GET',
      url: '/api/v1/c/settings/account/export',
      token: customer.token,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.data.data.messages).toEqual([
      expect.objectContaining({
        application_id: applicationId,
        job_title: 'Platform Engineer',
        body: 'My portfolio is at example.com',
      }),
    ]);
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/v1/c/settings/account',
      token: customer.token,
      body: { password: customer.password },
    });
    expect(deleted.statusCode).toBe(200);
    const page = await read(business, applicationId);
    expect(page.statusCode).toBe(200);
    const mine = page.data.data.entries.filter((e: { kind: string }) => e.kind === 'message');
    expect(
      mine.map((e: { body: string; author: { name: string } }) => [e.body, e.author.name]),
    ).toEqual([
      ['My portfolio is at example.com', 'Deleted user'],
      ['Thanks!', 'Hugging Face'],
    ]);
    expect(page.data.data.other_party.name).toBe('Deleted user');
    const [reads] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM conversation_reads WHERE user_id = ${customer.user.id}`,
      queryRow2,
    );
    expect(reads!.n).toBe(0);
  });
});
