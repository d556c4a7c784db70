/**
 * The live event stream of conversations (issue 28, `streamMessages`), on a real listening server
 * read with `fetch` (an injected never-ending answer never resolves): `ready`, an `entry` on both
 * sides' streams within 2 s of a message, a `read` with `seen_at` when the other side reads, the
 * end of the stream at logout and when the session expires, and another request of the same
 * address served while a stream is open (the stream holds no concurrency slot, decision 212).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';
import { applied, createJob } from './marketplace/helpers.ts';
import { STREAM_TIMING } from '../src/modules/conversations/stream.ts';
import { openEventStream, type EventStream } from './fixtures.ts';

let t: TestApp;
let base: string;
const defaultTiming = { ...STREAM_TIMING };
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
afterEach(() => Object.assign(STREAM_TIMING, defaultTiming));

/** Opens the stream of `user` and, when it is accepted, waits for its `ready` event. */
async function open(user: TestUser, headers: Record<string, string> = {}): Promise<EventStream> {
  const area = user.user.role === 'business' ? 'b' : 'c';
  const stream = await openEventStream(base, area, user.token, headers);
  if (stream.status === 200)
    expect(await stream.next('ready')).toMatchObject({ name: 'ready', data: {} });
  return stream;
}

async function pair() {
  const business = await t.registerBusiness({ business_name: 'Hugging Face' });
  const job = await createJob(t, business);
  const customer = await t.registerCustomer();
  const application = await applied(t, customer, job.id);
  return { business, customer, applicationId: application.id };
}

describe('the conversation event stream', () => {
  it('answers an event stream, unbuffered and uncompressed, and is not for a guest', async () => {
    const { customer } = await pair();
    const stream = await open(customer, { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    stream.close();
    const guest = await fetch(`${base}/api/v1/c/messages/stream`);
    expect(guest.status).toBe(401);
    const wrongArea = await fetch(`${base}/api/v1/b/messages/stream`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(wrongArea.status).toBe(403);
  });

  it('delivers an entry to both sides within 2 s, and a read with seen_at to the other side', async () => {
    const { business, customer, applicationId } = await pair();
    const maya = await open(customer);
    const hf = await open(business);
    const sent = await t.request({
      method: 'POST',
      url: `/api/v1/b/applications/${applicationId}/messages`,
      token: business.token,
      body: { body: 'Could we talk on Thursday?' },
    });
    expect(sent.statusCode).toBe(201);
    expect(await maya.next('entry')).toMatchObject({
      name: 'entry',
      data: { application_id: applicationId },
    });
    // The sender's own other tabs hear it too.
    expect((await hf.next('entry'))?.data).toEqual({ application_id: applicationId });

    const readAt = t.clock.now().toISOString();
    await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${applicationId}/messages/read`,
      token: customer.token,
    });
    expect(await hf.next('read')).toMatchObject({
      name: 'read',
      data: { application_id: applicationId, seen_at: readAt },
    });
    // A stage change is an entry too.
    await t.request({
      method: 'PATCH',
      url: `/api/v1/b/applications/${applicationId}`,
      token: business.token,
      body: { status: 'reviewing', note: 'Thanks!' },
    });
    expect((await maya.next('entry'))?.data).toEqual({ application_id: applicationId });
    maya.close();
    hf.close();
  });

  it('serves another request of the same address while a stream is open', async () => {
    const { customer } = await pair();
    const first = await open(customer);
    const second = await open(customer);
    const started = Date.now();
    const res = await fetch(`${base}/api/v1/c/conversations`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(t.app.addressLimiter.usage('127.0.0.1').active).toBeLessThanOrEqual(1);
    first.close();
    second.close();
  });

  it('ends at logout', async () => {
    STREAM_TIMING.recheckMs = 100;
    const { customer } = await pair();
    const stream = await open(customer);
    const out = await t.request({
      method: 'POST',
      url: '/api/v1/auth/logout',
      token: customer.token,
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await stream.ended()).toBe(true);
    const listeners = t.app.deps.conversationEvents.listenerCount(customer.user.id);
    expect(listeners).toBe(0);
  });

  it('ends when the session expires, and is not activity that would keep it alive', async () => {
    STREAM_TIMING.recheckMs = 100;
    const { customer } = await pair();
    const stream = await open(customer);
    expect(await stream.ended(300)).toBe(false);
    t.clock.advance(16 * 60_000);
    expect(await stream.ended()).toBe(true);
  });
});
