/**
 * The application's dependencies (`app.deps`, {@link AppDeps}): the services every module is handed
 * — CSRF tokens, the mail queue, notifications, media storage, the cache bus and the conversation
 * events across processes — created in one place, with the one function that closes them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Clock } from './clock.ts';
import type { Contract } from './contract/openapi.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './http/context.ts';
import type { ServerModule } from './modules/types.ts';
import { createCsrfService } from './services/csrf.ts';
import { createMailer, type ClaimedEmail } from './services/mail.ts';
import { createNotifier } from './services/notifications.ts';
import { createMediaStore } from './services/media.ts';
import { openStorage } from './services/storage.ts';
import { cacheBus } from './services/cacheBus.ts';
import { createConversationEvents } from './services/conversationEvents.ts';

/** What {@link createAppDeps} is built from. */
export interface AppDepsOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: Database;
  clock: Clock;
  contract: Contract;
  modules: readonly ServerModule[];
  log: FastifyBaseLogger;
  /** Hears each delivered e-mail before its stored copy is redacted (the test mailbox). */
  onEmailSent?: ((message: ClaimedEmail) => void) | undefined;
}

/**
 * Creates the services and connects this process to the others (the cache bus and the conversation
 * events LISTEN on PostgreSQL; nothing to connect on PGlite). `close` stops the mail queue,
 * disconnects both and closes the storage: the app's `onClose` hook.
 * @throws Error when the CSRF secret cannot be read or written, or a LISTEN connection fails
 */
export async function createAppDeps(
  options: AppDepsOptions,
): Promise<{ deps: AppDeps; close: () => Promise<void> }> {
  const { config, database, clock, contract, log } = options;
  const csrf = await createCsrfService(database.db, clock.now(), config.appKey);
  const mailer = createMailer({
    db: database.db,
    clock,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
    onSent: options.onEmailSent,
  });
  const notifier = createNotifier({
    clock,
    publicUrl: config.publicUrl,
    onEmailQueued: () => mailer.kick(),
  });
  const storage = openStorage(config, database.db, () => clock.now());
  // Per-process caches hear of other processes' changes (PostgreSQL LISTEN/NOTIFY).
  await cacheBus.connect(database, log);
  // Conversation events reach every process's open streams the same way (issue 28).
  const conversationEvents = await createConversationEvents(database, log);
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    contract,
    csrf,
    mailer,
    notifier,
    media: createMediaStore(storage),
    modules: options.modules,
    conversationEvents,
  };
  return {
    deps,
    async close() {
      await mailer.close();
      await cacheBus.disconnect(database);
      await conversationEvents.close();
      await storage.close();
    },
  };
}
