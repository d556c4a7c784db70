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

let t: TestApp;
let base: string;
const defaultTiming = { ...STREAM_TIMING };
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
afterEach(() => Object.assign(STREAM_TIMING, defaultTiming));

interface Stream {
  status: number;
  headers: Headers;
  /** The next event named `name` (earlier ones skipped), or null after `timeoutMs`. */
  next(name: string, timeoutMs?: number): Promise<{ name: string; data: unknown } | null>;
  /** Resolves true when the server ends the stream within `timeoutMs`. */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/** Opens the stream of `user` and waits for its `ready` event. */
async function open(user: TestUser, headers: Record<string, string> = {}): Promise<Stream> {
  const area = user.user.role === 'business' ? 'b' : 'c';
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/${area}/messages/stream`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${user.token}`, ...headers },
    signal: controller.signal,
  });
  const events: { name: string; data: unknown }[] = [];
  let done = false;
  let wake: () => void = () => {};
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name) events.push({ name, data: data ? (JSON.parse(data) as unknown) : null });
          wake();
        }
      }
    } catch {
      // aborted
    }
    done = true;
    wake();
  })();
  const waitFor = async <T>(found: () => T | null, timeoutMs: number): Promise<T | null> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== null) return value;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.min(left, 50));
      });
    }
  };
  const stream: Stream = {
    status: res.status,
    headers: res.headers,
    next: (name, timeoutMs = 2000) =>
      waitFor(() => {
        const index = events.findIndex((event) => event.name === name);
        return index < 0 ? null : events.splice(0, index + 1)[index]!;
      }, timeoutMs),
    ended: async (timeoutMs = 2000) =>
      (await waitFor(() => (done ? true : null), timeoutMs)) ?? false,
    close: () => controller.abort(),
  };
  if (res.status === 200) expect(await stream.next('ready')).toEqual({ name: 'ready', data: {} });
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
    expect(await maya.next('entry')).toEqual({
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
    expect(await hf.next('read')).toEqual({
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
