import type { Middleware } from 'openapi-fetch';
import { toCamel, toSnake } from '../case.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * R-DATA-11 "Payload casing": JSON request bodies are converted to snake_case keys and JSON
 * responses (success and error bodies alike) to camelCase keys. FormData and other non-JSON
 * bodies pass untouched. Query keys are converted by {@link snakeCaseQuerySerializer}.
 */
export function caseConversionMiddleware(): Middleware {
  return {
    async onRequest({ request }) {
      if (!request.body || !JSON_TYPE.test(request.headers.get('Content-Type') ?? ''))
        return request;
      const text = await request.clone().text();
      if (text === '') return request;
      const body = JSON.stringify(toSnake(JSON.parse(text) as unknown));
      return new Request(request, { body });
    },
    async onResponse({ response }) {
      if (!JSON_TYPE.test(response.headers.get('Content-Type') ?? '')) return response;
      const text = await response.text();
      const headers = new Headers(response.headers);
      headers.delete('Content-Length');
      headers.delete('Content-Encoding');
      const body = text === '' ? '' : JSON.stringify(toCamel(JSON.parse(text) as unknown));
      return new Response(response.status === 204 || response.status === 304 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}

/**
 * A query serializer that writes camelCase query keys as snake_case (`perPage` → `per_page`);
 * arrays repeat the key (`workplace_type=remote&workplace_type=hybrid`, OpenAPI form/explode);
 * undefined, null and empty-string values are left out.
 */
export function snakeCaseQuerySerializer(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const snake = toSnake(query) as Record<string, unknown>;
  for (const [key, value] of Object.entries(snake)) {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, formValue(v));
    }
  }
  return params.toString();
}

/** A query or form value as text: strings, numbers and booleans as they print, anything else as JSON. */
export function formValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return value.toString();
  return JSON.stringify(value) ?? '';
}
