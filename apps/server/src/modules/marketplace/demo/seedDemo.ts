/**
 * Demo content of the first start, hand-written in demoContent.ts: the demo business (Northwind
 * Labs) with drafts, open and closed postings and applicants in several stages, three other demo
 * companies with postings, and the demo customer with applications in several stages, saved jobs
 * (one of them closed since) and notifications. Every posting states its pay and has a written
 * description. It goes through the same functions as the API (apply, status changes, closing), so
 * timelines, counters and notifications are consistent.
 */
import { ownerAccess, type CompanyAccess } from '../../../services/companyAccess.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { placeColumns } from '../companies/places.ts';
import type { SeedContext } from '../../types.ts';
import { companies, customerProfiles, media as mediaTable, postings } from '../../../db/schema.ts';
import { findUserByEmail } from '../../../services/accounts.ts';
import type { MediaStore } from '../../../services/media.ts';
import { DEMO_ACCOUNTS } from '../../../demoAccounts.ts';
import { applyToJob } from '../applications/applicationApply.ts';
import { changeApplicationStatus, withdrawApplication } from '../applications/applications.ts';
import { saveJob } from '../bookmarks/bookmarks.ts';
import { minimalPdf } from '../import/content.ts';
import { DEMO_COMPANIES } from './demoCompanies.ts';
import { conversationLink } from '@hireloop/api/rules';
import {
  DEMO_APPLICANTS,
  DEMO_CONVERSATIONS,
  type DemoMessage,
  demoDescription,
  mayaLetter,
  NORTHWIND_POSTINGS,
  NORTHWIND_PROFILE,
  type DemoPosting,
} from './demoContent.ts';
import { excerptOf } from '../postings/excerpt.ts';
import { recordJobView } from '../postings/jobs.ts';
import { closePostingIn } from '../postings/postings.ts';
import {
  normaliseScreeningQuestion,
  type ScreeningAnswer,
  type ScreeningQuestion,
} from '@hireloop/api/screening';
import { invalidateJobSearch } from '../search/searchCache.ts';
import { queryRows, type Db } from '../../../db/client.ts';
import { DAY_MS } from '../../../clock.ts';
import { z } from 'zod';
import { dbId } from '../../../db/columns.ts';

interface SeededPosting {
  id: string;
  title: string;
  companyName: string;
  questions: ScreeningQuestion[];
}

/**
 * Demo answers of applicant number `seed` to `questions`: mostly meeting the must-haves, every
 * fourth applicant authorised but with one year of the skill (so the business sees both marks).
 */
function demoAnswers(questions: ScreeningQuestion[], seed: number): ScreeningAnswer[] {
  return questions.flatMap((q): ScreeningAnswer[] => {
    switch (q.kind) {
      case 'yes_no':
        return [{ question_id: q.id, value: true }];
      case 'number':
        return [{ question_id: q.id, value: [4, 6, 3, 1][seed % 4]! }];
      case 'multiple_choice':
        return [{ question_id: q.id, value: q.options.slice(0, 1 + (seed % q.options.length)) }];
      case 'single_choice':
        return [{ question_id: q.id, value: q.options[0]! }];
      default:
        return seed % 2 === 0
          ? [
              {
                question_id: q.id,
                value:
                  'Our search endpoint took 2 s at p95; an index on the filter columns and one query instead of twelve brought it to 180 ms.',
              },
            ]
          : [];
    }
  });
}

/**
 * Inserts demo posting `spec` of `company`, as a draft or published `publishedAt` (a posting to
 * close is published here and closed through the API's function later).
 */
async function insertPosting(
  db: Db,
  company: { id: string; name: string },
  spec: DemoPosting,
  publishedAt: Date,
): Promise<SeededPosting> {
  const description = demoDescription(spec);
  const published = spec.state !== 'draft';
  const questions = (spec.questions ?? []).map((q) => normaliseScreeningQuestion(q, randomUUID));
  const [row] = await db
    .insert(postings)
    .values({
      companyId: company.id,
      companyName: company.name,
      title: spec.title,
      description,
      excerpt: excerptOf(description),
      location: spec.location,
      locations: [spec.location],
      ...placeColumns([spec.location]),
      workplaceType: spec.workplaceType,
      employmentType: spec.employmentType,
      experienceLevel: spec.experienceLevel,
      salaryMin: spec.pay.min,
      salaryMax: spec.pay.max,
      salaryCurrency: spec.pay.currency,
      salaryPeriod: spec.pay.period,
      skills: spec.skills,
      screeningQuestions: questions,
      status: published ? 'published' : 'draft',
      publishedAt: published ? publishedAt : null,
      createdAt: new Date(publishedAt.getTime() - DAY_MS),
      updatedAt: publishedAt,
    })
    .returning({ id: postings.id });
  return { id: row!.id, title: spec.title, companyName: company.name, questions };
}

/** Stores a one-page resume PDF (name, headline, place) as the profile resume of `user`. */
async function giveProfileResume(
  db: Db,
  media: MediaStore,
  user: { id: string; name: string },
  headline: string,
  location: string,
  now: Date,
): Promise<void> {
  const pdf = minimalPdf([user.name, headline, location, '', 'Experience', `- ${headline}`]);
  const key = `resume-${randomUUID()}.pdf`;
  await media.savePrivate(key, pdf);
  const [file] = await db
    .insert(mediaTable)
    .values({
      userId: user.id,
      purpose: 'resume',
      key,
      contentType: 'application/pdf',
      byteSize: pdf.length,
      originalName: `${user.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-resume.pdf`,
      sha256: randomUUID().replace(/-/g, ''),
      createdAt: now,
    })
    .returning({ id: mediaTable.id });
  await db
    .update(customerProfiles)
    .set({ headline, location, resumeMediaId: file!.id, updatedAt: now })
    .where(eq(customerProfiles.userId, user.id));
}

/** The business account that owns a posting. */
const postingOwnerRow = z.object({ user_id: dbId });

/**
 * The module's demo seeder (ServerModule.seedDemo), called once on an empty database after the
 * platform created the demo customer and business.
 */
export async function seedDemo(ctx: SeedContext): Promise<void> {
  const { db, now, notifier, log, media } = ctx;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);

  const maya = await findUserByEmail(db, DEMO_ACCOUNTS.customer.email);
  const northwind = await findUserByEmail(db, DEMO_ACCOUNTS.business.email);
  if (!maya || !northwind) {
    log('marketplace demo: the demo accounts are missing; nothing seeded');
    return;
  }

  // The demo business's company profile.
  const [northwindCompany] = await db
    .update(companies)
    .set({
      ...NORTHWIND_PROFILE,
      updatedAt: now,
    })
    .where(eq(companies.userId, northwind.id))
    .returning({ id: companies.id });
  const nwCompany = { id: northwindCompany!.id, name: DEMO_ACCOUNTS.business.businessName };

  // Other companies (accounts that are not meant to sign in).
  const otherCompanies: { id: string; name: string }[] = [];
  for (const spec of DEMO_COMPANIES) {
    const account = await ctx.createAccount({
      role: 'business',
      email: `${spec.slug}@demo.invalid`,
      businessName: spec.name,
      emailVerified: true,
      now,
      company: {
        website: `https://${spec.slug}.example.com/`,
        industry: spec.industry,
        companySize: spec.size,
        location: spec.location,
        remotePolicy: spec.policy,
        description: spec.description,
        technologies: spec.technologies,
      },
    });
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, account.id));
    otherCompanies.push({ id: company!.id, name: spec.name });
  }

  // Postings.
  const nw: SeededPosting[] = [];
  for (const spec of NORTHWIND_POSTINGS) {
    nw.push(await insertPosting(db, nwCompany, spec, at(spec.daysAgo)));
  }
  const other: SeededPosting[] = [];
  for (const [i, spec] of DEMO_COMPANIES.entries()) {
    for (const posting of spec.postings) {
      other.push(await insertPosting(db, otherCompanies[i]!, posting, at(posting.daysAgo)));
    }
  }

  // Customers: the demo customer and applicants for the demo business.
  await giveProfileResume(
    db,
    media,
    { id: maya.id, name: `${DEMO_ACCOUNTS.customer.firstName} ${DEMO_ACCOUNTS.customer.lastName}` },
    'Backend engineer — Go, PostgreSQL and distributed systems',
    'Lisbon, Portugal',
    now,
  );
  const applicants: { id: string; firstName: string; lastName: string; letter: string }[] = [];
  for (const [i, person] of DEMO_APPLICANTS.entries()) {
    const { firstName, lastName } = person;
    const account = await ctx.createAccount({
      role: 'customer',
      email: `${firstName}.${lastName}.${i}`
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .concat('@demo.invalid'),
      firstName,
      lastName,
      emailVerified: true,
      now,
    });
    await giveProfileResume(
      db,
      media,
      { id: account.id, name: `${firstName} ${lastName}` },
      person.headline,
      person.location,
      now,
    );
    applicants.push({ id: account.id, firstName, lastName, letter: person.letter });
  }
  const deps = { db, media, notifier };
  const apply = (
    user: { id: string; firstName: string | null; lastName: string | null },
    job: SeededPosting,
    daysAgo: number,
    letter: string | null,
    seed = 0,
  ) =>
    applyToJob(
      deps,
      user,
      job.id,
      {
        coverLetter: letter,
        resume: undefined,
        useProfileResume: true,
        answers: demoAnswers(job.questions, seed),
      },
      at(daysAgo),
    );
  const accessOf = new Map<string, Promise<CompanyAccess>>();
  const move = (
    owner: string,
    id: string,
    status: 'reviewing' | 'interviewing' | 'offered' | 'hired' | 'rejected',
    daysAgo: number,
    note: string | null = null,
  ) => {
    // One lookup per company, not per move: the seed moves dozens of applications at first start.
    const access = accessOf.get(owner) ?? ownerAccess(db, owner);
    accessOf.set(owner, access);
    return access.then((a) => changeApplicationStatus(deps, a, id, { status, note }, at(daysAgo)));
  };
  const ownerOf = async (job: SeededPosting) => {
    const [row] = await queryRows(
      db,
      sql`SELECT c.user_id FROM postings p JOIN companies c ON c.id = p.company_id WHERE p.id = ${job.id}`,
      postingOwnerRow,
    );
    return row!.user_id;
  };

  // The demo customer's applications, in several stages.
  const mayaUser = { id: maya.id, firstName: maya.firstName, lastName: maya.lastName };
  const letter = (job: SeededPosting) => mayaLetter(job.companyName, job.title);
  const stages: [number, ('reviewing' | 'interviewing' | 'offered' | 'rejected')[]][] = [
    [0, []],
    [1, ['reviewing']],
    [2, ['reviewing', 'interviewing']],
    [3, ['reviewing', 'interviewing', 'offered']],
    [4, ['reviewing', 'rejected']],
  ];
  const mayaApplications: { id: string; owner: string; job: SeededPosting }[] = [];
  for (const [index, path] of stages) {
    const job = other[index]!;
    const id = await apply(mayaUser, job, 14 - index, letter(job));
    mayaApplications.push({ id, owner: await ownerOf(job), job });
    const owner = await ownerOf(job);
    for (const [step, status] of path.entries()) {
      await move(
        owner,
        id,
        status,
        12 - index - step * 2,
        status === 'interviewing'
          ? 'Thanks Maya! We would love to talk. Expect an invite for a 45-minute call.'
          : null,
      );
    }
  }
  const withdrawn = await apply(mayaUser, other[5]!, 10, null);
  await withdrawApplication(deps, maya.id, withdrawn, at(8));
  // Maya applied to the demo business too, so both demo accounts see each other.
  const mayaAtNorthwind = await apply(mayaUser, nw[0]!, 2, letter(nw[0]!));
  await move(northwind.id, mayaAtNorthwind, 'reviewing', 1);
  // Two conversations (issue 28): one message unread for Maya, one for Northwind Labs.
  const interviewing = mayaApplications[2]!;
  await seedConversation(
    { db, notifier, now },
    {
      applicationId: interviewing.id,
      customerId: maya.id,
      ownerId: interviewing.owner,
      companyName: interviewing.job.companyName,
      customerName: `${maya.firstName ?? ''} ${maya.lastName ?? ''}`.trim(),
    },
    DEMO_CONVERSATIONS.interviewing,
  );
  await seedConversation(
    { db, notifier, now },
    {
      applicationId: mayaAtNorthwind,
      customerId: maya.id,
      ownerId: northwind.id,
      companyName: nwCompany.name,
      customerName: `${maya.firstName ?? ''} ${maya.lastName ?? ''}`.trim(),
    },
    DEMO_CONVERSATIONS.northwind,
  );

  // Applicants of the demo business in every stage; one posting closes with open applications.
  const nwStages: ('reviewing' | 'interviewing' | 'offered' | 'hired' | 'rejected' | null)[] = [
    null,
    'reviewing',
    'interviewing',
    'offered',
    'hired',
    'rejected',
  ];
  for (const [i, applicant] of applicants.entries()) {
    const job = nw[i % 3]!;
    const id = await apply(applicant, job, 8 - (i % 4), applicant.letter, i);
    const target = nwStages[i];
    if (target) {
      if (target !== 'reviewing' && target !== 'rejected')
        await move(northwind.id, id, 'reviewing', 6 - (i % 4));
      if (target === 'offered' || target === 'hired')
        await move(northwind.id, id, 'interviewing', 5 - (i % 4));
      if (target === 'hired') await move(northwind.id, id, 'offered', 3);
      await move(northwind.id, id, target, 2);
    }
  }
  const closing = nw[3]!; // published 45 days ago, closed now with two open applications
  await apply(applicants[0]!, closing, 40, null);
  const closedApp = await apply(mayaUser, closing, 40, letter(closing));
  await move(northwind.id, closedApp, 'reviewing', 38);
  await db.transaction((tx) =>
    closePostingIn(
      tx,
      notifier,
      { id: closing.id, title: closing.title, companyName: nwCompany.name },
      at(30),
      'posting_closed',
    ),
  );

  // Saved jobs (the closed one stays, marked closed) and some views.
  for (const [i, job] of [other[6]!, other[8]!, closing, nw[1]!].entries()) {
    await saveJob(db, maya.id, job.id, at(5 - i));
  }
  const viewed = [...nw.slice(0, 3), ...other];
  for (const [v, viewer] of [mayaUser, ...applicants].entries()) {
    for (let k = 0; k < 6; k++) {
      const job = viewed[(v * 5 + k * 2) % viewed.length]!;
      await recordJobView(db, job.id, viewer.id, at((v + k) % 7));
    }
  }
  await markSomeRead(db);
  invalidateJobSearch();
  log(
    `marketplace demo: ${otherCompanies.length + 1} companies, ${nw.length + other.length} postings, ${applicants.length + 1} customers`,
  );
}

/**
 * Writes the demo conversation `messages` of one application (issue 28): each side has read up to
 * its own last message (writing marks read), so the other side's later messages are unread, and
 * the last message's recipient has its `message` notification.
 */
async function seedConversation(
  ctx: { db: Db; notifier: SeedContext['notifier']; now: Date },
  conversation: {
    applicationId: string;
    customerId: string;
    ownerId: string;
    companyName: string;
    customerName: string;
  },
  messages: readonly DemoMessage[],
): Promise<void> {
  const { db, notifier, now } = ctx;
  const when = (message: DemoMessage) => new Date(now.getTime() - message.hoursAgo * 3_600_000);
  const userOf = (side: DemoMessage['from']) =>
    side === 'customer' ? conversation.customerId : conversation.ownerId;
  for (const message of messages)
    await db.execute(
      sql`INSERT INTO messages (application_id, author_id, author_role, body, created_at)
          VALUES (${conversation.applicationId}, ${userOf(message.from)}, ${message.from},
                  ${message.body}, ${when(message).toISOString()}::timestamptz)`,
    );
  for (const side of ['customer', 'business'] as const) {
    const last = messages.filter((message) => message.from === side).at(-1);
    if (!last) continue;
    await db.execute(
      sql`INSERT INTO conversation_reads (application_id, user_id, read_at)
          VALUES (${conversation.applicationId}, ${userOf(side)}, ${when(last).toISOString()}::timestamptz)`,
    );
  }
  const last = messages.at(-1);
  if (!last) return;
  const toCustomer = last.from === 'business';
  await notifier.notify(db, {
    userId: toCustomer ? conversation.customerId : conversation.ownerId,
    kind: 'message',
    title: `New message from ${toCustomer ? conversation.companyName : conversation.customerName}`,
    message: last.body.slice(0, 200),
    link: conversationLink(toCustomer ? 'c' : 'b', conversation.applicationId),
    data: { application_id: conversation.applicationId },
    email: false,
  });
}

/** Leaves a mix of read and unread notifications (the oldest half read), as a used account has. */
async function markSomeRead(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE notifications n SET read_at = n.created_at
      FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at, id) AS k,
                   count(*) OVER (PARTITION BY user_id) AS total FROM notifications) o
     WHERE o.id = n.id AND o.k <= o.total / 2`);
}
