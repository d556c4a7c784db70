/**
 * A typed `http` of msw over the contract (`paths` of generated/schema.ts), our own in place of
 * openapi-msw (which peers on msw 2; decision record 221). `http.get|post|put|patch|delete(path,
 * resolver)` takes a contract path having that method (e.g. `'/api/v1/c/jobs/{id}/apply'`) and
 * registers it on any origin as msw path `*` + path with `{id}` → `:id`. The resolver gets msw's
 * resolver info plus `params` typed by the operation's path parameters (strings, as msw parses
 * them), `request` whose `.json()` is the operation's JSON request body, and `response(status)`
 * whose `.json(body)` takes the operation's `application/json` response for that status;
 * `.empty()` answers a status without content, `.text(body)` plain text, and
 * `response.untyped(res)` passes any msw `HttpResponse` through unchecked.
 */
import { http as mswHttp, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { paths } from '../generated/schema.ts';

/** An HTTP method the contract types. */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The contract paths having method `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, infer O>
    ? [O] extends [undefined]
      ? never
      : P
    : never;
}[keyof paths];
/** The operation object of `P` and `M`. */
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M & keyof paths[P]]>;
/** The path parameters of an operation as msw gives them: each a string. */
type ParamsOf<O> = O extends { parameters: { path: infer T } }
  ? [T] extends [undefined]
    ? Record<string, never>
    : { [K in keyof T]: string }
  : Record<string, never>;
/** The JSON request body of an operation (`never` when it takes none). */
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;
/** The responses of an operation, by status. */
type ResponsesOf<O> = O extends { responses: infer R } ? R : never;
/** The JSON body of the response of `O` for status `S`. */
type JsonOf<O, S extends keyof ResponsesOf<O>> = ResponsesOf<O>[S] extends {
  content: { 'application/json': infer B };
}
  ? B
  : never;

/** A request whose `.json()` (and its clones' `.json()`) is typed as the operation's JSON body `B`. */
export type TypedRequest<B> = Omit<Request, 'json' | 'clone'> & {
  json(): Promise<B>;
  clone(): TypedRequest<B>;
};

/** `response(status)`: answers checked against the contract, plus `response.untyped(res)`. */
export interface TypedResponse<O> {
  <S extends keyof ResponsesOf<O> & number>(
    status: S,
  ): {
    /** A JSON answer; `body` must be the contract's `application/json` body for `status`. */
    json(body: JsonOf<O, S>, init?: ResponseInit): Response;
    /** An answer without a body. */
    empty(init?: ResponseInit): HttpResponse<null>;
    /** A plain-text answer. */
    text(body: string, init?: ResponseInit): HttpResponse<string>;
  };
  /** Any msw response, unchecked (e.g. an SVG, or a 500 the contract does not list). */
  untyped(res: Response): HttpResponse<never>;
}

/** What a typed resolver receives: msw's resolver info with typed `params`, `request`, `response`. */
export type TypedInfo<O> = Omit<Parameters<HttpResponseResolver>[0], 'params' | 'request'> & {
  params: ParamsOf<O>;
  request: TypedRequest<BodyOf<O>>;
  response: TypedResponse<O>;
};
/** A typed resolver; it may answer any `Response` (msw falls through on `undefined`). */
export type TypedResolver<O> = (
  info: TypedInfo<O>,
) => Response | undefined | void | Promise<Response | undefined | void>;

/** The msw path of a contract path: `*` + path with `{name}` → `:name`. */
export const toMswPath = (path: string): string => `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;

function typedResponse(): TypedResponse<unknown> {
  const response = ((status: number) => ({
    json: (body: unknown, init?: ResponseInit) =>
      HttpResponse.json(body as never, { ...init, status }),
    empty: (init?: ResponseInit) => new HttpResponse(null, { ...init, status }),
    text: (body: string, init?: ResponseInit) => HttpResponse.text(body, { ...init, status }),
  })) as unknown as TypedResponse<unknown>;
  response.untyped = (res: Response) => res as HttpResponse<never>;
  return response;
}

function method<M extends Method>(m: M) {
  return <P extends PathsWith<M>>(path: P, resolver: TypedResolver<Op<P, M>>): HttpHandler =>
    mswHttp[m](toMswPath(path), (info) =>
      resolver({ ...info, response: typedResponse() } as unknown as TypedInfo<Op<P, M>>),
    );
}

/** The typed `http`: `http.get('/api/v1/c/jobs/{id}', ({ params, response }) => …)`. */
export const http = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
};
