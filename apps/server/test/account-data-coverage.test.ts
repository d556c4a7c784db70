/**
 * Account deletion and the data export cover every kind of data a person has (issue 35 S7).
 * The first test lists, from the database itself, every column that holds a user's id and fails
 * when one is not accounted for in {@link COVERAGE}: a new table must say what deletion does with
 * its rows and where the export shows them (or why it does not). The second proves the entries:
 * a customer with a row in each table deletes their account, and the rows marked `deleted` are gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createJob } from './marketplace/helpers.ts';
import { z } from 'zod';
import { dbNumber } from '../src/db/columns.ts';

/** What account deletion does with a table's rows of the user, and where the export has them. */
interface Coverage {
  /** `deleted`: no row of the user is left; otherwise why the rows stay. */
  deletion: 'deleted' | `kept: ${string}`;
  /** The export's field that holds them, or why the export leaves them out. */
  exported: `field ${string}` | `not exported: ${string}`;
}

/** Every `table.column` holding a user's id. */
const COVERAGE: Record<string, Coverage> = {
  'users.id': {
    deletion: 'kept: a tombstone (e-mail replaced, names "Deleted user", password unusable)',
    exported: 'field user',
  },
  'personal_access_tokens.user_id': { deletion: 'deleted', exported: 'field sessions' },
  'email_verifications.user_id': {
    deletion: 'deleted',
    exported: 'not exported: a pending address is in user; links are secrets kept as hashes',
  },
  'password_resets.user_id': {
    deletion: 'deleted',
    exported: 'not exported: reset links are secrets kept as hashes',
  },
  'user_two_factors.user_id': {
    deletion: 'deleted',
    exported: 'not exported: the second factor is a secret; its state is in Settings → Security',
  },
  'media.user_id': {
    deletion: 'deleted',
    exported: 'not exported: files; the avatar URL is in user, resumes are named in applications',
  },
  'customer_profiles.user_id': { deletion: 'deleted', exported: 'field profile' },
  'companies.user_id': {
    deletion: 'kept: the company of past postings, its descriptive fields cleared',
    exported: 'field profile',
  },
  'privacy_settings.user_id': { deletion: 'deleted', exported: 'field privacy' },
  'notification_settings.user_id': { deletion: 'deleted', exported: 'field notification_settings' },
  'notifications.user_id': { deletion: 'deleted', exported: 'field notifications' },
  'outbound_emails.user_id': {
    deletion: 'deleted',
    exported: 'not exported: copies of e-mails already in the person’s mailbox',
  },
  'bookmarks.user_id': { deletion: 'deleted', exported: 'field bookmarks' },
  'applications.user_id': {
    deletion: 'kept: withdrawn for the business, without cover letter and resume',
    exported: 'field applications',
  },
  'application_events.actor_id': {
    deletion: 'kept: the pipeline history of the business, shown as "Deleted user"',
    exported: 'field applications',
  },
  'job_views.user_id': {
    deletion: 'deleted',
    exported: 'not exported: only ranks recommendations, never shown',
  },
  'tracked_applications.user_id': { deletion: 'deleted', exported: 'field tracked_applications' },
  'saved_searches.user_id': { deletion: 'deleted', exported: 'field saved_searches' },
  'saved_answers.user_id': { deletion: 'deleted', exported: 'field saved_answers' },
  'messages.author_id': {
    deletion: 'kept: the other side’s conversation (issue 28), the author shown as "Deleted user"',
    exported: 'field messages',
  },
  'conversation_reads.user_id': {
    deletion: 'deleted',
    exported: 'not exported: read marks and e-mail times, the state of an unread badge',
  },
  'company_members.user_id': {
    deletion: "kept: marked removed (issue 36): notes and scorecards keep the member's name",
    exported: "not exported: the company's team, whose role the user sees in user.team_role",
  },
  'team_invitations.invited_by': {
    deletion: "kept: the company's pending invitation, its inviter no longer named",
    exported: "not exported: the company's invitations, not the inviter's data",
  },
  'interviews.proposed_by': {
    deletion: "kept: the company's activity log (issue 36), the proposer shown by the company",
    exported: 'field interviews',
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A row of `userIdColumns`'s raw SQL. */
const userIdColumnsRow = z.object({ name: z.string() });

/** Columns that reference users(id), and any other column named user_id. */
async function userIdColumns(): Promise<string[]> {
  const rows = await queryRows(
    t.db,
    sql`SELECT kcu.table_name || '.' || kcu.column_name AS name
          FROM information_schema.referential_constraints rc
          JOIN information_schema.key_column_usage kcu
            ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
          JOIN information_schema.key_column_usage ref
            ON ref.constraint_name = rc.unique_constraint_name
           AND ref.constraint_schema = rc.unique_constraint_schema
         WHERE ref.table_name = 'users' AND ref.column_name = 'id' AND kcu.table_schema = 'public'
        UNION
        SELECT table_name || '.' || column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND column_name = 'user_id'`,
    userIdColumnsRow,
  );
  return ['users.id', ...rows.map((r) => r.name)].sort();
}

/** A row of this query's raw SQL. */
const queryRow = z.object({ id: z.string() });

/** A row of this query's raw SQL. */
const queryRow2 = z.object({ n: dbNumber });

/** A row of this query's raw SQL. */
const queryRow3 = z.object({ n: dbNumber });

describe('every column holding a user id is covered by deletion and by the export', () => {
  it('finds no table that neither deletion nor the export accounts for', async () => {
    const columns = await userIdColumns();
    expect(columns.filter((c) => !(c in COVERAGE))).toEqual([]);
    // And no stale entry: every covered column still exists.
    expect(Object.keys(COVERAGE).filter((c) => !columns.includes(c))).toEqual([]);
  });

  it('exports saved searches and tracked applications with their notes, and deletion removes every row marked deleted', async () => {
    const business = await t.registerBusiness();
    const job = await createJob(t, business);
    const maya = await t.registerCustomer();
    const now = t.clock.now();
    // A row in each table the customer can have.
    const saved = await t.request({
      method: 'POST',
      url: '/api/v1/c/saved-searches',
      token: maya.token,
      body: { name: 'Rust jobs', query: { q: 'rust' } },
    });
    expect(saved.statusCode).toBe(201);
    await t.request({
      method: 'POST',
      url: `/api/v1/c/jobs/${job.id}/bookmark`,
      token: maya.token,
    });
    await t.request({ method: 'GET', url: `/api/v1/c/jobs/${job.id}`, token: maya.token });
    await t.db.execute(
      sql`INSERT INTO saved_answers (user_id, key, prompt, kind, value, created_at, updated_at)
          VALUES (${maya.user.id}, 'start_date', 'When could you start?', 'short_text',
                  '"In March"'::jsonb, ${now}, ${now})`,
    );
    const [tracked] = await queryRows(
      t.db,
      sql`INSERT INTO tracked_applications (user_id, posting_id, note, created_at, updated_at)
          VALUES (${maya.user.id}, ${job.id}, 'Private: talked to Ana', ${now}, ${now}) RETURNING id`,
      queryRow,
    );
    await t.db.execute(
      sql`INSERT INTO tracked_application_events (tracked_id, status, happened_on, note, created_at)
          VALUES (${tracked!.id}, 'applied', ${now.toISOString().slice(0, 10)}, 'sent CV', ${now})`,
    );
    await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/account/email',
      token: maya.token,
      body: { email: `new-${maya.email}`, password: maya.password },
    });

    const forgot = await t.request({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { email: maya.email },
    });
    expect(forgot.statusCode).toBe(200);

    const twoFactor = await t.request({
      method: 'POST',
      url: '/api/v1/c/settings/security/two-factor',
      token: maya.token,
    });
    expect(twoFactor.statusCode).toBe(200);

    const exported = await t.request({
      method: 'GET',
      url: '/api/v1/c/settings/account/export',
      token: maya.token,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.data.data.saved_searches.map((s: { name: string }) => s.name)).toEqual([
      'Rust jobs',
    ]);
    expect(exported.data.data.tracked_applications).toHaveLength(1);
    expect(exported.data.data.tracked_applications[0].note).toBe('Private: talked to Ana');
    expect(exported.data.data.saved_answers.map((a: { value: unknown }) => a.value)).toEqual([
      'In March',
    ]);

    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/v1/c/settings/account',
      token: maya.token,
      body: { password: maya.password },
    });
    expect(deleted.statusCode).toBe(200);
    const left: Record<string, number> = {};
    for (const [column, coverage] of Object.entries(COVERAGE)) {
      if (coverage.deletion !== 'deleted') continue;
      const [table, name] = column.split('.') as [string, string];
      const [row] = await queryRows(
        t.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(name)} = ${maya.user.id}`,
        queryRow2,
      );
      left[column] = row!.n;
    }
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    const [mails] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM outbound_emails
           WHERE lower("to") IN (${maya.email.toLowerCase()}, ${`new-${maya.email}`.toLowerCase()})`,
      queryRow3,
    );
    expect(mails!.n).toBe(0);
  });
});
