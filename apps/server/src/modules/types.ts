/**
 * A route module: its handlers (keyed by operationId) and optional hooks the platform calls.
 * `buildApp` registers each module's routes as a Fastify plugin of their own
 * (http/routes.ts `contractRoutesPlugin`); every module folder's index.ts default-exports one.
 */
import type { AppDeps, Handlers } from '../http/context.ts';
import type { DbOrTx, Db } from '../db/client.ts';
import type { UserRow } from '../services/sessions.ts';
import type { Notifier } from '../services/notifications.ts';
import type { components } from '../contract/types.ts';
import type { NewAccount } from '../services/accounts.ts';
import type { MediaStore } from '../services/media.ts';

/** What a module's account-export hook adds to the export (the arrays of the other role stay empty). */
export interface ModuleExport {
  applications?: components['schemas']['CustomerApplication'][];
  bookmarks?: components['schemas']['JobSummary'][];
  postings?: components['schemas']['Posting'][];
  saved_searches?: components['schemas']['SavedSearch'][];
  tracked_applications?: components['schemas']['TrackedApplication'][];
  saved_answers?: components['schemas']['SavedAnswer'][];
  /** The messages the user wrote in conversations (issue 28). */
  messages?: components['schemas']['ExportedMessage'][];
  /** The interviews of the user's applications, either side (issue 28). */
  interviews?: components['schemas']['ExportedInterview'][];
}

/** Context given to the demo seeder. */
export interface SeedContext {
  db: Db;
  now: Date;
  notifier: Notifier;
  /** Creates an account the way registration does (hashing, settings rows, company for businesses). */
  createAccount: (input: NewAccount) => Promise<UserRow>;
  log: (message: string) => void;
  /** Where demo files (resumes) are stored: the app's media store. */
  media: MediaStore;
}

export interface ServerModule {
  name: string;
  handlers: Handlers;
  /** Adds the module's records of `user` at `now` to the account export (settings/account/export). */
  exportAccountData?: (db: DbOrTx, user: UserRow, now: Date) => Promise<ModuleExport>;
  /**
   * Called inside the account-deletion transaction before the user is anonymised: close, withdraw,
   * notify (e.g. a business's published postings closed with `closed_reason: company_removed`).
   */
  onAccountDeleted?: (
    tx: DbOrTx,
    user: UserRow,
    ctx: { now: Date; notifier: Notifier },
  ) => Promise<void>;
  /** Seeds demo content into an empty database (main.ts, first start). */
  seedDemo?: (ctx: SeedContext) => Promise<void>;
  /**
   * Checks of a request body that run before the contract's validation, keyed by operationId, so
   * a rule shared with the clients words the 422 (issue 28: a message's `body` answers
   * `CONVERSATION_MESSAGES`, not the validator's generic sentence). Each throws an HttpError.
   */
  bodyChecks?: BodyChecks;
  /** Background work of the module, run by main.ts's housekeeping loop (every 30 s). */
  housekeeping?: (deps: AppDeps) => Promise<unknown>;
}

/** Per-operation body checks of a module (see {@link ServerModule.bodyChecks}). */
/** A body check: the request's parsed body and its time (`request.now`, the app's clock). */
export type BodyChecks = Partial<Record<string, (body: unknown, now: Date) => void>>;

/** Identity helper for a typed module definition. */
export function defineModule(module: ServerModule): ServerModule {
  return module;
}
