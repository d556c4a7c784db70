/**
 * First-start seeding: when the database has no user, create the demo accounts (and, when the
 * marketplace module provides a seeder, its demo content), and print how to sign in.
 */
import { sql } from 'drizzle-orm';
import { queryRows, SEED_LOCK, type Database, type Db } from './db/client.ts';
import type { MediaStore } from './services/media.ts';
import { createAccount } from './services/accounts.ts';
import type { Notifier } from './services/notifications.ts';
import { SERVER_MODULES } from './modules/index.ts';
import type { UserRow } from './services/sessions.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';
import { z } from 'zod';

/** Whether the database has any user yet. */
const anyUserRow = z.object({ exists: z.boolean() });

/**
 * Seeds demo content into an empty database (no user yet); does nothing otherwise.
 * @param options.content also seed the modules' hand-written demo content (the demo business's
 *   postings and applicants, the demo customer's applications…). @default true
 * @returns whether it seeded
 */
export async function seedIfEmpty(options: {
  db: Db;
  now: Date;
  notifier: Notifier;
  log: (message: string) => void;
  /** Where demo files (resumes) go: the app's media store. */
  media: MediaStore;
  content?: boolean;
}): Promise<boolean> {
  const { db, now, notifier, log, media, content = true } = options;
  const [row] = await queryRows(db, sql`SELECT EXISTS (SELECT 1 FROM users) AS exists`, anyUserRow);
  if (row?.exists) return false;

  const createDemo = (input: Parameters<typeof createAccount>[1]): Promise<UserRow> =>
    db.transaction((tx) => createAccount(tx, input));
  const customer = await createDemo({
    role: 'customer',
    email: DEMO_ACCOUNTS.customer.email,
    password: DEMO_ACCOUNTS.customer.password,
    firstName: DEMO_ACCOUNTS.customer.firstName,
    lastName: DEMO_ACCOUNTS.customer.lastName,
    emailVerified: true,
    now,
  });
  await createDemo({
    role: 'business',
    email: DEMO_ACCOUNTS.business.email,
    password: DEMO_ACCOUNTS.business.password,
    businessName: DEMO_ACCOUNTS.business.businessName,
    emailVerified: true,
    now,
  });
  await notifier.notify(db, {
    userId: customer.id,
    kind: 'system',
    title: 'Welcome',
    message: 'Welcome to the marketplace! Complete your profile so employers know who you are.',
    link: '/c/settings/profile',
  });

  for (const module of content ? SERVER_MODULES : []) {
    if (module.seedDemo) {
      await module.seedDemo({ db, now, notifier, createAccount: createDemo, log, media });
    }
  }
  return true;
}

/**
 * Runs first-start work (seeding, the real-data import) under the PostgreSQL advisory lock
 * {@link SEED_LOCK}: when several server processes start at once on an empty database, one seeds
 * and the others wait, then find users and seed nothing. On PGlite it just runs `task`.
 */
export function underSeedLock<T>(database: Database, task: () => Promise<T>): Promise<T> {
  return database.withAdvisoryLock(SEED_LOCK, task);
}
