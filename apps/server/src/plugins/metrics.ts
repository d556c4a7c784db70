/**
 * Prometheus metrics at {@link METRICS_PATH} (issue 33, decision 218), with prom-client, served
 * only when `config.metrics.enabled` (METRICS_ENABLED=true):
 * - `hireloop_http_requests_total` and `hireloop_http_request_duration_seconds` (a histogram) by
 *   `method`, `operation` (the contract's operationId; empty off the contract), `route` (the route
 *   pattern, e.g. `/api/v1/c/jobs/:id`, `unmatched` for a 404 of no route) and `status_code`:
 *   labels from a bounded set, never the raw URL with its ids;
 * - `hireloop_outbound_emails{state}`: the e-mail queue (services/mail.ts) by state, `due`
 *   (waiting to be sent now), `retrying` (waiting for its next attempt after a failure), `dead`
 *   (given up) and `sent`, counted at scrape time by one statement over `outbound_emails`; every
 *   process reports the same shared figures (aggregate with `max`, not `sum`);
 * - the search caches of this process (marketplace/search.ts): `hireloop_search_cache_entries{cache}`,
 *   `hireloop_search_match_set_rows`, `hireloop_search_generation` (how many times the caches were
 *   told to forget, marketplace/searchCache.ts) and `hireloop_search_invalidated_timestamp_seconds`;
 * - prom-client's default metrics of the process (CPU, memory, event loop lag, GC, handles).
 *
 * The endpoint is not a contract operation (Prometheus' text format, for the scraper, not the
 * app's clients), so no rate limit and no per-address cap applies to it, like the probes. With
 * `config.metrics.token` (METRICS_TOKEN; required in production) it answers 401 unless the request
 * carries `Authorization: Bearer <token>`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { HTTP_MESSAGES } from '@hireloop/api/rules';
import { z } from 'zod';
import type { AppDeps } from '../http/context.ts';
import { queryRows } from '../db/client.ts';
import { dbNumber } from '../db/columns.ts';
import { searchCacheState } from '../modules/marketplace/search/search.ts';
import {
  searchGeneration,
  searchInvalidatedAt,
} from '../modules/marketplace/search/searchCache.ts';

/** Where the metrics are served (Prometheus' default `metrics_path`). */
export const METRICS_PATH = '/metrics';

/** The states of `hireloop_outbound_emails`. */
export const EMAIL_STATES = ['due', 'retrying', 'dead', 'sent'] as const;

/** The e-mails of the outbound queue counted by state ({@link emailStateCounts}). */
const emailStateCountsRow = z.object({
  due: dbNumber,
  retrying: dbNumber,
  dead: dbNumber,
  sent: dbNumber,
} satisfies Record<(typeof EMAIL_STATES)[number], typeof dbNumber>);

/** The `route` label of a request no route matched (any unknown path: one series, not one per URL). */
export const UNMATCHED_ROUTE = 'unmatched';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `header` is `Bearer <token>` (compared in constant time, through SHA-256 so lengths do
 * not leak either).
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(sha256(match[1]!), sha256(token));
}

/**
 * Registers the request metrics' hook and the {@link METRICS_PATH} route on `app` (call it before
 * the routes, once `deps` is known). Each app has its own registry, so several apps in one process
 * (tests) do not share series.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'operation', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'hireloop_http_requests_total',
    help: 'HTTP requests answered, by method, contract operation, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hireloop_http_request_duration_seconds',
    help: 'Time from the request to its answer in seconds, by method, operation, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      operation: request.routeOptions.config.operation?.operationId ?? '',
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'hireloop_outbound_emails',
    help: 'E-mails in the outbound queue by state (due, retrying, dead, sent); the same in every process.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const [row] = await queryRows(
          deps.db,
          emailStateCounts(deps.clock.now()),
          emailStateCountsRow,
        );
        for (const state of EMAIL_STATES) this.set({ state }, row?.[state] ?? 0);
      } catch (error) {
        // The database is away: the other metrics are still served, these series are absent.
        app.log.warn({ err: error }, 'metrics: the e-mail queue could not be counted');
      }
    },
  });
  new Gauge({
    name: 'hireloop_search_cache_entries',
    help: 'Entries kept by the search caches of this process (counts, ranked, match_sets, evaluations).',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      const { entries } = searchCacheState(deps.db);
      this.set({ cache: 'counts' }, entries.counts);
      this.set({ cache: 'ranked' }, entries.ranked);
      this.set({ cache: 'match_sets' }, entries.matchSets);
      this.set({ cache: 'evaluations' }, entries.evaluations);
    },
  });
  new Gauge({
    name: 'hireloop_search_match_set_rows',
    help: 'Postings held in memory by the cached keyword match sets of this process.',
    registers: [registry],
    collect() {
      this.set(searchCacheState(deps.db).matchSetRows);
    },
  });
  new Gauge({
    name: 'hireloop_search_generation',
    help: 'Times the search caches of this process were told to forget (a posting published, edited, closed or imported).',
    registers: [registry],
    collect() {
      this.set(searchGeneration());
    },
  });
  new Gauge({
    name: 'hireloop_search_invalidated_timestamp_seconds',
    help: 'When the search caches of this process last forgot what they held (Unix time; 0: never since start).',
    registers: [registry],
    collect() {
      this.set(searchInvalidatedAt() / 1000);
    },
  });

  const token = deps.config.metrics.token;
  app.get(METRICS_PATH, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .send({ message: HTTP_MESSAGES.unauthenticated });
    const body = await registry.metrics();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}

/**
 * One statement counting the e-mail queue by state: one pass over `outbound_emails` (a row per
 * e-mail ever queued; about a millisecond per 10,000 rows on PostgreSQL), run once per scrape.
 */
function emailStateCounts(now: Date) {
  return sql`SELECT
      count(*) FILTER (WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= ${now}) AS due,
      count(*) FILTER (WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at > ${now}) AS retrying,
      count(*) FILTER (WHERE dead_at IS NOT NULL) AS dead,
      count(*) FILTER (WHERE sent_at IS NOT NULL) AS sent
    FROM outbound_emails`;
}
