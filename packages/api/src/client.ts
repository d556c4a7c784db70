import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { Camel } from './case.ts';
import type { paths } from './generated/schema.ts';
import { caseConversionMiddleware, snakeCaseQuerySerializer } from './middleware/caseConversion.ts';
import { csrfRetryMiddleware } from './middleware/csrfRetry.ts';
import { headersMiddleware } from './middleware/headers.ts';
import { unauthorizedMiddleware } from './middleware/unauthorized.ts';
import { xsrfMiddleware } from './middleware/xsrf.ts';

type CamelContent<C> = { [Media in keyof C]: Camel<C[Media]> };
type CamelResponses<R> = {
  [Status in keyof R]: R[Status] extends { content: infer C }
    ? Omit<R[Status], 'content'> & { content: CamelContent<C> }
    : R[Status];
};
type CamelParameters<P> = { [K in keyof P]: K extends 'query' ? Camel<P[K]> : P[K] };
type CamelOperation<Op> =
  Op extends Record<string, unknown>
    ? {
        [K in keyof Op]: K extends 'parameters'
          ? CamelParameters<Op[K]>
          : K extends 'requestBody'
            ? Op[K] extends { content: infer C }
              ? Omit<Op[K], 'content'> & { content: CamelContent<C> }
              : Op[K]
            : K extends 'responses'
              ? CamelResponses<Op[K]>
              : Op[K];
      }
    : Op;

/**
 * The contract's `paths` as the client's callers see them: query keys, request bodies and
 * responses in camelCase (R-DATA-11), path parameters as named in the contract. Derived at the type
 * level from the generated snake_case types, never written by hand.
 */
export type ApiPaths = {
  [Path in keyof paths]: {
    [Method in keyof paths[Path]]: Method extends 'parameters'
      ? paths[Path][Method]
      : CamelOperation<paths[Path][Method]>;
  };
};

/** The typed openapi-fetch client over {@link ApiPaths}. */
export type ApiClient = Client<ApiPaths>;

/** Options of {@link createApiClient}. Every effect is injectable so tests and stories control it. */
export interface ApiClientOptions {
  /** API origin; '' (the default) means same origin as the page. */
  baseUrl?: string;
  /** fetch to use. @default (request) => globalThis.fetch(request) — looked up per call so MSW can patch it later. */
  fetch?: (input: Request) => Promise<Response>;
  /** Current token, sent as `Authorization: Bearer` when present. @default () => null */
  getToken?: () => string | null | undefined;
  /** Cookie string the XSRF token is read from. @default () => document.cookie ('' outside browsers) */
  getCookies?: () => string;
  /** Called with the current path on every 401 (R-ERR-1). @default no-op */
  onUnauthorized?: (currentPath: string) => void;
  /** Current path for the 401 redirect. @default location.pathname + search + hash ('/' outside browsers) */
  currentPath?: () => string;
  /** Extra middleware, run after the built-in request middleware. */
  middleware?: Middleware[];
}

function defaultCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function defaultPath(): string {
  return typeof location === 'undefined'
    ? '/'
    : `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Creates the API client (R-API-1, R-ERR-1, R-ERR-2): cookies sent (`credentials: 'include'`), JSON and AJAX
 * headers, the Bearer token when one exists, `X-XSRF-TOKEN` from the `XSRF-TOKEN` cookie, bodies and
 * query keys converted to snake_case and responses to camelCase (FormData untouched), a 419 answered
 * by `GET /sanctum/csrf-cookie` and one retry, and a 401 handed to `onUnauthorized`.
 *
 * Middleware order on the way out: headers → XSRF → 401 hand-off → case conversion → CSRF retry
 * (last, so the copy it keeps for a retry is the final request); on the way back the reverse.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const getCookies = options.getCookies ?? defaultCookies;
  const client = createClient<ApiPaths>({
    baseUrl,
    fetch: doFetch,
    credentials: 'include',
    querySerializer: (query) => snakeCaseQuerySerializer(query),
  });
  client.use(
    headersMiddleware(options.getToken ?? (() => null)),
    xsrfMiddleware(getCookies),
    unauthorizedMiddleware(
      options.onUnauthorized ?? (() => undefined),
      options.currentPath ?? defaultPath,
    ),
    ...(options.middleware ?? []),
    caseConversionMiddleware(),
    csrfRetryMiddleware({ baseUrl, fetch: doFetch, getCookies }),
  );
  return client;
}
