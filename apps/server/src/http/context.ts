/**
 * What every route handler gets: the application's dependencies, the request's clock reading, the
 * signed-in user, and its params/query/body typed from the contract.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Contract, ContractOperation } from '../contract/openapi.ts';
import type {
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
  SuccessBody,
} from '../contract/types.ts';
import type { CsrfService } from '../services/csrf.ts';
import type { Mailer } from '../services/mail.ts';
import type { Notifier } from '../services/notifications.ts';
import type { MediaStore } from '../services/media.ts';
import type { ConversationEvents } from '../services/conversationEvents.ts';
import type { ServerModule } from '../modules/types.ts';
import type { TokenRow, UserRow } from '../services/sessions.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import type { CompanyAccess } from '../services/companyAccess.ts';
import { TEAM_MESSAGES } from '@hireloop/api/rules';

/** The application's dependencies, created once by `buildApp` and shared by every request. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  contract: Contract;
  csrf: CsrfService;
  mailer: Mailer;
  /** The one way to create notifications (see services/notifications.ts). */
  notifier: Notifier;
  media: MediaStore;
  /** The server's modules (modules/index.ts), for the hooks that span them (account export, deletion). */
  modules: readonly ServerModule[];
  /** Conversation events for the live streams, across processes (issue 28). */
  conversationEvents: ConversationEvents;
}

/** The signed-in user of a request with a valid Bearer token. */
export interface AuthContext {
  user: UserRow;
  token: TokenRow;
  /** The business member's access to their company (issue 36); null for customers. */
  company: CompanyAccess | null;
  /** Seconds left before the session expires (inactivity or lifetime), measured at the start of the request. */
  expiresInSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The clock reading for this request (one per request, so every check agrees). */
    now: Date;
    /** Set when the request carries a valid Bearer token. */
    auth: AuthContext | null;
    /** Set when the Bearer token is known but expired (only `getSessionStatus` looks at it). */
    expiredAuth: { user: UserRow; token: TokenRow } | null;
  }
  interface FastifyContextConfig {
    /** The contract operation this route implements. */
    operation?: ContractOperation;
  }
}

/** The argument of a handler of operation K. */
export interface HandlerContext<K extends OperationId> {
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
  /** The request's clock reading. */
  now: Date;
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  /** Set when the request carries a valid Bearer token. */
  auth: AuthContext | null;
  /** The signed-in user. @throws HttpError 401 when the request has none (public operations) */
  readonly user: UserRow;
  /**
   * The signed-in business member's access to their company (issue 36).
   * @throws HttpError 401 without a user, 403 for a customer or an account that is no member
   */
  readonly company: CompanyAccess;
}

/**
 * A handler of operation K: answers the 2xx JSON body of the contract (set another 2xx status
 * with `reply.code()`), or the reply itself after sending something else (a file, a stream).
 * Throw an HttpError (lib/errors.ts) for 4xx answers.
 */
export type Handler<K extends OperationId> = (
  ctx: HandlerContext<K>,
) => Promise<SuccessBody<K> | FastifyReply>;

/** Handlers keyed by operationId; a module exports one such map. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** Identity helper that type-checks a map of handlers against the contract. */
export function defineHandlers<H extends Handlers>(handlers: H): H {
  return handlers;
}

/** Builds the handler context of a request. */
export function handlerContext<K extends OperationId>(
  request: FastifyRequest,
  reply: FastifyReply,
): HandlerContext<K> {
  const auth = request.auth;
  return {
    request,
    reply,
    deps: request.server.deps,
    now: request.now,
    params: request.params as PathParams<K>,
    query: request.query as QueryParams<K>,
    body: request.body as RequestBody<K>,
    auth,
    get user() {
      if (!auth) throw unauthenticated();
      return auth.user;
    },
    get company() {
      if (!auth) throw unauthenticated();
      if (!auth.company) throw forbidden(TEAM_MESSAGES.notMember);
      return auth.company;
    },
  };
}
