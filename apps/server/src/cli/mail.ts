/**
 * `pnpm --filter @hireloop/server mail:dead [--retry [id…]]`: lists the e-mails the queue gave up
 * on (dead after every attempt failed), with their last error; `--retry` puts them (or the given
 * ids) back in the queue, due now, for the running servers to deliver.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { listDeadEmails, requeueDeadEmails } from '../services/mail.ts';

const { values, positionals } = parseArgs({
  options: { retry: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, poolSize: 2 }
    : { dataDir: path.join(config.dataDir, 'pglite') },
);
try {
  await database.migrate();
  if (values.retry) {
    const count = await requeueDeadEmails(
      database.db,
      new Date(),
      positionals.length ? positionals : undefined,
    );
    console.log(`${count} dead e-mail(s) put back in the queue.`);
  } else {
    const dead = await listDeadEmails(database.db);
    if (dead.length === 0) console.log('No dead e-mails.');
    for (const mail of dead)
      console.log(
        `${mail.id}  ${mail.deadAt.toISOString()}  ${mail.attempts} attempts  to ${mail.to}  "${mail.subject}"\n    ${mail.lastError ?? ''}`,
      );
  }
} finally {
  await database.close();
}
