import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { Schemas } from './index.ts';
import {
  createHandlerGroups,
  createHandlers,
  createMockStore,
  demoAccounts,
  handlerGroupNames,
  handlers,
  makeJobSummary,
  makeNotification,
  makeUser,
  makePaginationMeta,
  seedFixtures,
} from './index.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');

/** Every `METHOD /path` of the contract, read from openapi/openapi.yaml. */
function contractOperations(): string[] {
  const yaml = readFileSync(new URL('../../../../openapi/openapi.yaml', import.meta.url), 'utf8');
  const section = yaml.slice(yaml.indexOf('\npaths:\n'), yaml.indexOf('\ncomponents:\n'));
  const operations: string[] = [];
  let path = '';
  for (const line of section.split('\n')) {
    const pathMatch = /^ {2}(\/\S*):\s*$/.exec(line);
    if (pathMatch?.[1]) path = pathMatch[1];
    const methodMatch = /^ {4}(get|put|post|patch|delete):\s*$/.exec(line);
    if (methodMatch?.[1]) operations.push(`${methodMatch[1].toUpperCase()} ${path}`);
  }
  return operations.sort();
}

function handlerOperation(handler: (typeof handlers)[number]): string {
  const path = String(handler.info.path)
    .replace(/^\*/, '')
    .replace(/:(\w+)/g, '{$1}');
  return `${String(handler.info.method)} ${path}`;
}

describe('coverage of the contract', () => {
  it('has exactly one handler per operation of openapi/openapi.yaml', () => {
    const operations = contractOperations();
    expect(operations.length).toBeGreaterThan(50);
    expect(handlers.map(handlerOperation).sort()).toEqual(operations);
  });

  it('puts every handler in exactly one named group', () => {
    const groups = createHandlerGroups({ store: createMockStore({ now: NOW }) });
    expect(Object.keys(groups)).toEqual([...handlerGroupNames]);
    expect(Object.values(groups).flat()).toHaveLength(contractOperations().length);
    for (const name of handlerGroupNames) expect(groups[name].length).toBeGreaterThan(0);
  });
});

describe('base URL', () => {
  it("matches any origin with the default '*', in Node", async () => {
    const server = setupServer(...createHandlers({ store: createMockStore({ now: NOW }) }));
    server.listen({ onUnhandledFrame: 'error' });
    try {
      for (const origin of [
        'http://localhost',
        'http://localhost:6006',
        'https://jobs.example.com',
      ]) {
        expect((await fetch(`${origin}/api/v1/health`)).status).toBe(200);
      }
    } finally {
      server.close();
    }
  });

  it('matches only the given origin when one is passed', async () => {
    const server = setupServer(
      ...createHandlers({ baseUrl: 'http://api.test', store: createMockStore({ now: NOW }) }),
    );
    server.listen({ onUnhandledFrame: 'bypass' });
    try {
      expect((await fetch('http://api.test/api/v1/health')).status).toBe(200);
      await expect(fetch('http://127.0.0.1:9/api/v1/health')).rejects.toThrow();
    } finally {
      server.close();
    }
  });
});

describe('latency (optional)', () => {
  it('waits the given milliseconds before answering', async () => {
    const server = setupServer(
      ...createHandlers({ store: createMockStore({ now: NOW }), latency: 60 }),
    );
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const started = performance.now();
      expect((await fetch('http://localhost/api/v1/health')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    } finally {
      server.close();
    }
  });
});

describe('CSRF enforcement (optional)', () => {
  it('answers 419 to a login without X-XSRF-TOKEN, and 200 once the cookie is echoed', async () => {
    const server = setupServer(
      ...createHandlers({ store: createMockStore({ now: NOW }), enforceCsrf: true }),
    );
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const body = JSON.stringify({
        email: demoAccounts.customer.email,
        password: demoAccounts.customer.password,
      });
      const headers = { 'Content-Type': 'application/json' };
      const refused = await fetch('http://localhost/api/v1/auth/login', {
        method: 'POST',
        headers,
        body,
      });
      expect(refused.status).toBe(419);
      expect(await refused.json()).toEqual({ message: 'CSRF token mismatch.' });

      const cookie =
        (await fetch('http://localhost/sanctum/csrf-cookie')).headers
          .getSetCookie()[0]
          ?.split(';')[0] ?? '';
      const token = cookie.replace('XSRF-TOKEN=', '');
      const accepted = await fetch('http://localhost/api/v1/auth/login', {
        method: 'POST',
        headers: { ...headers, Cookie: cookie, 'X-XSRF-TOKEN': token },
        body,
      });
      expect(accepted.status).toBe(200);
    } finally {
      server.close();
    }
  });
});

describe('store', () => {
  it('is deterministic for a seed and a reference time', () => {
    const a = createMockStore({ seed: 7, now: NOW });
    const b = createMockStore({ seed: 7, now: NOW });
    const c = createMockStore({ seed: 8, now: NOW });
    const snapshot = (store: typeof a) =>
      JSON.stringify([
        [...store.postings.values()],
        [...store.applications.values()],
        store.notifications,
      ]);
    expect(snapshot(a)).toBe(snapshot(b));
    expect(snapshot(a)).not.toBe(snapshot(c));
  });

  it('puts the seeded data back on reset, in place', () => {
    const store = createMockStore({ now: NOW });
    const postings = store.postings.size;
    store.postings.clear();
    store.reset({ now: NOW });
    expect(store.postings.size).toBe(postings);
  });

  it('seeds a realistic marketplace: USD pay per year, week, day and hour, jobs without pay, one imported job', () => {
    const store = createMockStore({ now: NOW });
    const postings = [...store.postings.values()];
    const paid = postings.filter((posting) => posting.salary_min !== null);
    expect(paid.every((posting) => posting.salary_currency === 'USD')).toBe(true);
    expect(new Set(paid.map((posting) => posting.salary_period))).toEqual(
      new Set(['year', 'week', 'day', 'hour']),
    );
    expect(paid.every((posting) => (posting.salary_min ?? 0) <= (posting.salary_max ?? 0))).toBe(
      true,
    );
    expect(
      postings.some((posting) => posting.status === 'published' && posting.salary_min === null),
    ).toBe(true);
    const imported = postings.filter((posting) => posting.source_url !== null);
    expect(imported).toHaveLength(1);
    expect(imported[0]?.description).toBeNull();
    expect(new Set(postings.map((posting) => posting.status))).toEqual(
      new Set(['draft', 'published', 'closed']),
    );
  });

  it('keeps every timeline in order, starting with submitted and ending at the status', () => {
    const store = createMockStore({ now: NOW });
    for (const application of store.applications.values()) {
      expect(application.timeline[0]?.status).toBe('submitted');
      expect(application.timeline.at(-1)?.status).toBe(application.status);
      const times = application.timeline.map((entry) => entry.created_at);
      expect([...times].sort()).toEqual(times);
    }
  });

  it('answers ids as UUIDs and times as RFC 3339 UTC everywhere in a dashboard', async () => {
    const store = createMockStore({ now: NOW, clock: () => NOW });
    const server = setupServer(...createHandlers({ store }));
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const headers = { Authorization: `Bearer ${demoAccounts.customer.token}` };
      const body = (await (
        await fetch('http://localhost/api/v1/c/dashboard', { headers })
      ).json()) as unknown;
      const problems: string[] = [];
      const visit = (value: unknown, key: string): void => {
        if (Array.isArray(value)) value.forEach((item) => visit(item, key));
        else if (value !== null && typeof value === 'object')
          for (const [k, v] of Object.entries(value)) visit(v, k);
        else if (
          typeof value === 'string' &&
          (key === 'id' || key.endsWith('_id')) &&
          !/^[0-9a-f-]{36}$/.test(value)
        )
          problems.push(`${key}=${value}`);
        else if (
          typeof value === 'string' &&
          (key.endsWith('_at') || key === 'timestamp') &&
          !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(value)
        ) {
          problems.push(`${key}=${value}`);
        }
      };
      visit(body, '');
      expect(problems).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe('fixture factories', () => {
  it('return complete wire objects and respect overrides', () => {
    const job: Schemas['JobSummary'] = makeJobSummary({
      title: 'Senior Go Engineer',
      salary_min: null,
      salary_max: null,
    });
    expect(job).toMatchObject({
      title: 'Senior Go Engineer',
      salary_min: null,
      is_bookmarked: false,
      application_id: null,
    });
    expect(job.company.name.length).toBeGreaterThan(0);
    const business = makeUser({ role: 'business' });
    expect(business).toMatchObject({ first_name: null, last_name: null, avatar_url: null });
    expect(business.business_name).not.toBeNull();
    expect(makeNotification({ kind: 'system' }).kind).toBe('system');
  });

  it('repeat their values after seedFixtures', () => {
    seedFixtures(42);
    const first = makeUser({}, { now: NOW });
    seedFixtures(42);
    expect(makeUser({}, { now: NOW })).toEqual(first);
  });

  it('compute last_page of at least 1', () => {
    expect(makePaginationMeta(0, 1, 10)).toEqual({
      current_page: 1,
      per_page: 10,
      total: 0,
      last_page: 1,
    });
    expect(makePaginationMeta(21, 3, 10).last_page).toBe(3);
    expect(makePaginationMeta(20, 2, 10).last_page).toBe(2);
  });
});
