/**
 * Group `public`: calls without sign-in — the server's health and probes, the landing page's live counts, and
 * the stored images (`/api/v1/media/{key}`) that avatar and logo URLs point to. Known image keys
 * answer a 1×1 WebP (the mock keeps no pixels); unknown keys 404.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { toIso } from '../fixtures.ts';
import type { HandlerContext } from './shared.ts';

/** A valid 1×1 lossy WebP image. */
const PIXEL_WEBP = Uint8Array.from(
  atob('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA'),
  (character) => character.charCodeAt(0),
);

const MEDIA_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*\.webp$/;

/** Handlers of the `public` group over `ctx.store`. */
export function publicHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  const startedAt = store.now();
  const uptime = () => Math.max(0, Math.floor((store.now() - startedAt) / 1000));
  const health = () => ({
    status: 'ok' as const,
    database: 'ok' as const,
    version: '1.0.0',
    uptime_seconds: uptime(),
    checked_at: toIso(store.now()),
  });
  return [
    http.get('/api/v1/health', ({ response }) => response(200).json(health())),

    http.get('/api/v1/health/live', ({ response }) =>
      response(200).json({
        status: 'ok',
        uptime_seconds: uptime(),
      }),
    ),

    http.get('/api/v1/health/ready', ({ response }) => response(200).json(health())),

    http.get('/api/v1/stats', ({ response }) => {
      let openJobs = 0;
      let withPay = 0;
      const hiring = new Set<string>();
      for (const posting of store.postings.values()) {
        if (posting.status !== 'published') continue;
        openJobs += 1;
        if (posting.salary_min !== null || posting.salary_max !== null) withPay += 1;
        hiring.add(posting.company_id);
      }
      const companies = [...store.companies.values()].filter(
        (company) => store.isListed(company) && hiring.has(company.id),
      ).length;
      return response(200).json(
        { data: { open_jobs: openJobs, open_jobs_with_pay: withPay, companies } },
        { headers: { 'Cache-Control': 'public, max-age=60' } },
      );
    }),

    http.get('/api/v1/media/{key}', ({ params, response }) => {
      const key = params.key;
      if (key.length < 5 || key.length > 128 || !MEDIA_KEY.test(key)) {
        const message = 'The key parameter must name a WebP image.';
        return response(400).json({ message, errors: { key: [message] } });
      }
      if (!store.media.has(key)) return response(404).json({ message: 'Not found.' });
      // Binary bodies have no typed helper in openapi-msw; the content type is the contract's.
      return response.untyped(
        new HttpResponse(PIXEL_WEBP, {
          status: 200,
          headers: {
            'Content-Type': 'image/webp',
            'Content-Length': String(PIXEL_WEBP.byteLength),
            'Cache-Control': 'public, max-age=31536000, immutable',
          },
        }),
      );
    }),
  ];
}
