/**
 * Adds (or replaces) a `v` query parameter so the browser fetches an updated avatar or logo
 * instead of its cached copy (R-DATA-1: "Avatar and logo URLs get a timestamp added after an update
 * to bypass the cache"). Keeps the rest of the URL, relative or absolute, and its hash.
 *
 * @param url Image URL, absolute or relative (`/api/v1/media/…`).
 * @param version Update timestamp in ms (or any version string); `null`/`undefined` returns `url`.
 * @example withCacheBuster('/api/v1/media/a-96.webp', 1763700000000) // '/api/v1/media/a-96.webp?v=1763700000000'
 */
export function withCacheBuster(url: string, version: string | number | null | undefined): string {
  if (version === null || version === undefined || version === '') return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const params = new URLSearchParams(queryAt >= 0 ? rest.slice(queryAt + 1) : '');
  params.set('v', String(version));
  return `${path}?${params.toString()}${hash}`;
}
