/** The conversation mocks (issue 28): inbox, pages with cursors, send rules, read, the stream. */
import { describe, expect, it } from 'vitest';
import {
  createApi,
  createApiClient,
  toStreamEvent,
  type ConversationStreamEvent,
} from '../index.ts';
import { callMockApi as call, setupMockApi } from '../testing/mockApi.ts';
import { CONVERSATION_MESSAGES } from '../rules.ts';
import { conversationIds, demoAccounts, scenarios, type Schemas } from './index.ts';

const server = setupMockApi();
type Inbox = Schemas['ConversationListResponse'];
type Page = Schemas['ConversationPage'];

describe('the conversation mocks', () => {
  it('list the inbox newest first with the unread total, filtered by every word of q', async () => {
    const inbox = await call<Inbox>('GET', '/c/conversations', 'customer');
    expect(inbox.status).toBe(200);
    const times = inbox.body.data.map((row) => row.last_activity_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(inbox.body.meta.unread_count).toBe(1);
    const found = await call<Inbox>('GET', '/c/conversations?q=frontend%20lumen', 'customer');
    expect(found.body.data.map((row) => row.application_id)).toEqual([conversationIds.customer]);
    const none = await call<Inbox>('GET', '/c/conversations?q=nothing', 'customer');
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.unread_count).toBe(1);
  });

  it('page a long conversation back with before and forward with after', async () => {
    server.use(...scenarios.conversations.longHistory);
    const url = `/c/applications/${conversationIds.customer}/messages`;
    const newest = await call<Page>('GET', url, 'customer');
    expect(newest.body.data.entries).toHaveLength(50);
    const earlier = newest.body.meta.earlier_cursor;
    expect(earlier).not.toBeNull();
    const older = await call<Page>('GET', `${url}?before=${earlier}`, 'customer');
    expect(older.body.data.entries).toHaveLength(13);
    expect(older.body.meta.earlier_cursor).toBeNull();
    const latest = newest.body.meta.latest_cursor;
    const since = await call<Page>('GET', `${url}?after=${latest}`, 'customer');
    expect(since.body.data.entries).toEqual([]);
    expect(since.body.meta.latest_cursor).toBe(latest);
  });

  it('send a message (then read after the cursor), refuse an empty one (422) and a closed conversation (409)', async () => {
    const url = `/c/applications/${conversationIds.customer}/messages`;
    const before = await call<Page>('GET', url, 'customer');
    const sent = await call<Schemas['ConversationEntryResponse']>('POST', url, 'customer', {
      body: 'See you then!\nMaya',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      kind: 'message',
      is_mine: true,
      body: 'See you then!\nMaya',
    });
    const since = await call<Page>(
      'GET',
      `${url}?after=${before.body.meta.latest_cursor}`,
      'customer',
    );
    expect(since.body.data.entries.map((e) => e.id)).toEqual([sent.body.data.id]);

    const empty = await call<Schemas['ValidationError']>('POST', url, 'customer', { body: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors['body']).toEqual([CONVERSATION_MESSAGES.empty]);

    const closed = await call<Schemas['Message']>(
      'POST',
      `/c/applications/${conversationIds.customerClosed}/messages`,
      'customer',
      { body: 'Hello?' },
    );
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(CONVERSATION_MESSAGES.closed);
  });

  it('mark a conversation read and answer the unread count left', async () => {
    const read = await call<Schemas['ConversationReadResponse']>(
      'POST',
      `/b/applications/${conversationIds.business}/messages/read`,
      'business',
    );
    expect(read.body.data.unread_count).toBe(1);
    const inbox = await call<Inbox>('GET', '/b/conversations', 'business');
    expect(inbox.body.meta.unread_count).toBe(1);
  });

  it('answer 120 unread in the manyUnread scenario', async () => {
    server.use(...scenarios.conversations.manyUnread);
    const inbox = await call<Inbox>('GET', '/c/conversations', 'customer');
    expect(inbox.body.meta.unread_count).toBe(120);
  });

  it('stream ready through the typed client and stay open until aborted', async () => {
    const api = createApi(
      createApiClient({ baseUrl: 'http://localhost', getToken: () => demoAccounts.customer.token }),
    );
    const events: ConversationStreamEvent[] = [];
    const controller = new AbortController();
    const ended = api.conversations('c').streamEvents({
      signal: controller.signal,
      onEvent: (event) => {
        events.push(event);
        controller.abort();
      },
    });
    await ended;
    expect(events).toEqual([{ type: 'ready' }]);
  });
});

describe('toStreamEvent', () => {
  it('reads entry and read events in camelCase and skips unknown or broken ones', () => {
    expect(toStreamEvent('entry', '{"application_id":"a1"}')).toEqual({
      type: 'entry',
      applicationId: 'a1',
    });
    expect(
      toStreamEvent('read', '{"application_id":"a1","seen_at":"2026-11-20T11:25:00Z"}'),
    ).toEqual({ type: 'read', applicationId: 'a1', seenAt: '2026-11-20T11:25:00Z' });
    expect(toStreamEvent('ping', '{}')).toBeNull();
    expect(toStreamEvent('entry', 'not json')).toBeNull();
    expect(toStreamEvent(undefined, '{}')).toBeNull();
  });
});
