/**
 * Demo content for the first start without an import (issue 4 "Real data"): a few generated
 * companies with postings in every state, the demo business (Northwind Labs) with drafts, open and
 * closed postings and applicants in several stages, and the demo customer with applications in
 * several stages, saved jobs (one of them closed since) and notifications. Generated with a seeded
 * faker, so every first start looks the same; it goes through the same functions as the API
 * (apply, status changes, closing), so timelines, counters and notifications are consistent.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { placeColumns } from './places.ts';
import { Faker, en } from '@faker-js/faker';
import type { SeedContext } from '../types.ts';
import { companies, customerProfiles, media as mediaTable, postings } from '../../db/schema.ts';
import { findUserByEmail } from '../../services/accounts.ts';
import { createMediaStore, type MediaStore } from '../../services/media.ts';
import { loadConfig } from '../../config.ts';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { applyToJob, changeApplicationStatus, withdrawApplication } from './applications.ts';
import {
  currencyFor,
  describePosting,
  levelFor,
  minimalPdf,
  payFor,
  skillsFor,
} from './content.ts';
import { excerptOf } from './excerpt.ts';
import { recordJobView } from './jobs.ts';
import { closePostingIn } from './postings.ts';
import { invalidateJobSearch } from './search.ts';
import { queryRows, type Db } from '../../db/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo companies besides the demo business: name, profile, and the jobs they post. */
const COMPANIES = [
  {
    industry: 'Financial technology',
    location: 'London, UK',
    size: 'large' as const,
    policy: 'hybrid' as const,
    jobs: [
      'Senior Backend Engineer, Payments',
      'Data Analyst',
      'Site Reliability Engineer',
      'Software Engineer Intern',
    ],
  },
  {
    industry: 'Climate software',
    location: 'Toronto, ON, Canada',
    size: 'small' as const,
    policy: 'fully-remote' as const,
    jobs: ['Full Stack Engineer', 'Machine Learning Engineer, Forecasting', 'Product Designer'],
  },
  {
    industry: 'Healthcare',
    location: 'Austin, TX',
    size: 'medium' as const,
    policy: 'remote-first' as const,
    jobs: [
      'Frontend Engineer (React)',
      'Security Engineer',
      'QA Automation Engineer',
      'Engineering Manager, Platform',
    ],
  },
];

/** The demo business's own postings: title, state and how many days ago it was published. */
const NORTHWIND_JOBS: {
  title: string;
  state: 'draft' | 'published' | 'closed';
  daysAgo: number;
}[] = [
  { title: 'Senior Backend Engineer (Go)', state: 'published', daysAgo: 3 },
  { title: 'Frontend Engineer, Design Systems', state: 'published', daysAgo: 9 },
  { title: 'Data Engineer', state: 'published', daysAgo: 20 },
  { title: 'DevOps Engineer', state: 'closed', daysAgo: 45 },
  { title: 'Staff Engineer, Developer Experience', state: 'draft', daysAgo: 0 },
];

interface SeededPosting {
  id: string;
  title: string;
  companyName: string;
}

/** Inserts one generated posting of `company` (published `daysAgo` days before `now`). */
async function insertPosting(
  db: Db,
  faker: Faker,
  company: { id: string; name: string; location: string },
  title: string,
  state: 'draft' | 'published',
  publishedAt: Date,
): Promise<SeededPosting> {
  const level = levelFor(faker, title);
  const skills = skillsFor(faker, title);
  const location = faker.helpers.arrayElement([
    company.location,
    `Remote (${company.location.split(', ').at(-1)})`,
  ]);
  const currency = currencyFor(company.location);
  const pay = payFor(faker, level, currency);
  const description = describePosting(faker, { title, company: company.name, skills, level });
  const complete = state === 'published';
  const [row] = await db
    .insert(postings)
    .values({
      companyId: company.id,
      companyName: company.name,
      title,
      description: description.markdown,
      excerpt: excerptOf(description.markdown),
      location,
      locations: [location],
      ...placeColumns([location]),
      workplaceType: location.startsWith('Remote')
        ? 'remote'
        : faker.helpers.arrayElement(['onsite', 'hybrid']),
      employmentType: level === 'internship' ? 'internship' : 'full_time',
      experienceLevel: level,
      // A draft may still lack its pay range (the editor saves what is typed so far).
      salaryMin: pay.min,
      salaryMax: complete ? pay.max : null,
      salaryCurrency: currency,
      salaryPeriod: complete ? pay.period : null,
      skills,
      status: state,
      publishedAt: complete ? publishedAt : null,
      createdAt: new Date(publishedAt.getTime() - DAY_MS),
      updatedAt: publishedAt,
    })
    .returning({ id: postings.id });
  return { id: row!.id, title, companyName: company.name };
}

/** Stores a generated resume PDF as the profile resume of `userId`. */
async function giveProfileResume(
  db: Db,
  media: MediaStore,
  user: { id: string; name: string },
  headline: string,
  location: string,
  now: Date,
): Promise<void> {
  const pdf = minimalPdf([
    user.name,
    headline,
    location,
    '',
    'Experience',
    '- Generated demo resume',
  ]);
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

/**
 * The module's demo seeder (ServerModule.seedDemo), called once on an empty database after the
 * platform created the demo customer and business.
 */
export async function seedDemo(ctx: SeedContext): Promise<void> {
  const { db, now, notifier, log } = ctx;
  const faker = new Faker({ locale: [en] });
  faker.seed(2026);
  const media = createMediaStore(loadConfig().dataDir);
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
      website: 'https://northwind.example.com/',
      careersUrl: 'https://northwind.example.com/careers',
      industry: 'Developer tools',
      companySize: 'medium',
      location: 'Berlin, Germany',
      remotePolicy: 'remote-friendly',
      region: 'europe',
      technologies: ['go', 'postgresql', 'react', 'kubernetes'],
      description:
        'Northwind Labs builds the deployment platform that 4,000 engineering teams use to ship on Fridays without fear.\n\n## How we work\n\n- Remote-friendly, with an office in Berlin\n- Small teams that own their services end to end\n- Written proposals before big changes',
      updatedAt: now,
    })
    .where(eq(companies.userId, northwind.id))
    .returning({ id: companies.id });
  const nwCompany = {
    id: northwindCompany!.id,
    name: DEMO_ACCOUNTS.business.businessName,
    location: 'Berlin, Germany',
  };

  // Other companies (accounts that are not meant to sign in).
  const otherCompanies: { id: string; name: string; location: string }[] = [];
  for (const spec of COMPANIES) {
    const name = faker.company.name();
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const account = await ctx.createAccount({
      role: 'business',
      email: `${slug}@demo.invalid`,
      businessName: name,
      emailVerified: true,
      now,
      company: {
        website: `https://${slug}.example.com/`,
        industry: spec.industry,
        companySize: spec.size,
        location: spec.location,
        remotePolicy: spec.policy,
        description: `${faker.company.catchPhrase()}.\n\n${name} is a ${spec.size} ${spec.industry.toLowerCase()} company based in ${spec.location}.`,
        technologies: skillsFor(faker, spec.jobs[0] ?? '').map((s) => s.toLowerCase()),
      },
    });
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, account.id));
    otherCompanies.push({ id: company!.id, name, location: spec.location });
  }

  // Postings.
  const nw: SeededPosting[] = [];
  for (const job of NORTHWIND_JOBS) {
    nw.push(
      await insertPosting(
        db,
        faker,
        nwCompany,
        job.title,
        job.state === 'draft' ? 'draft' : 'published',
        at(job.daysAgo),
      ),
    );
  }
  const other: SeededPosting[] = [];
  for (const [i, spec] of COMPANIES.entries()) {
    for (const title of spec.jobs) {
      other.push(
        await insertPosting(
          db,
          faker,
          otherCompanies[i]!,
          title,
          'published',
          at(faker.number.int({ min: 1, max: 28 })),
        ),
      );
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
  const applicants: { id: string; firstName: string; lastName: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const account = await ctx.createAccount({
      role: 'customer',
      email: `${firstName}.${lastName}.${i}@demo.invalid`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      firstName,
      lastName,
      emailVerified: true,
      now,
    });
    await giveProfileResume(
      db,
      media,
      { id: account.id, name: `${firstName} ${lastName}` },
      faker.person.jobTitle(),
      faker.location.city(),
      now,
    );
    applicants.push({ id: account.id, firstName, lastName });
  }
  const deps = { db, media, notifier };
  const apply = (
    user: { id: string; firstName: string | null; lastName: string | null },
    job: SeededPosting,
    daysAgo: number,
    letter: string | null,
  ) =>
    applyToJob(
      deps,
      user,
      job.id,
      { coverLetter: letter, resume: undefined, useProfileResume: true },
      at(daysAgo),
    );
  const move = (
    owner: string,
    id: string,
    status: 'reviewing' | 'interviewing' | 'offered' | 'hired' | 'rejected',
    daysAgo: number,
    note: string | null = null,
  ) => changeApplicationStatus(deps, owner, id, { status, note }, at(daysAgo));
  const ownerOf = async (job: SeededPosting) => {
    const [row] = await queryRows<{ user_id: string }>(
      db,
      sql`SELECT c.user_id FROM postings p JOIN companies c ON c.id = p.company_id WHERE p.id = ${job.id}`,
    );
    return row!.user_id;
  };

  // The demo customer's applications, in several stages.
  const mayaUser = { id: maya.id, firstName: maya.firstName, lastName: maya.lastName };
  const letter = (job: SeededPosting) =>
    `Hello ${job.companyName} team,\n\nI would love to bring my experience with Go and PostgreSQL to the ${job.title} role. ${faker.lorem.sentence()}\n\nBest,\nMaya`;
  const stages: [number, ('reviewing' | 'interviewing' | 'offered' | 'rejected')[]][] = [
    [0, []],
    [1, ['reviewing']],
    [2, ['reviewing', 'interviewing']],
    [3, ['reviewing', 'interviewing', 'offered']],
    [4, ['reviewing', 'rejected']],
  ];
  for (const [index, path] of stages) {
    const job = other[index]!;
    const id = await apply(mayaUser, job, 14 - index, letter(job));
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
    const id = await apply(applicant, job, 8 - (i % 4), faker.lorem.paragraph());
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
    await db.execute(
      sql`INSERT INTO bookmarks (user_id, posting_id, created_at) VALUES (${maya.id}, ${job.id}, ${at(5 - i).toISOString()}::timestamptz) ON CONFLICT DO NOTHING`,
    );
  }
  for (const viewer of [mayaUser, ...applicants]) {
    for (const job of faker.helpers.arrayElements([...nw.slice(0, 3), ...other], 6)) {
      await recordJobView(db, job.id, viewer.id, at(faker.number.int({ min: 0, max: 6 })));
    }
  }
  await markSomeRead(db);
  invalidateJobSearch();
  log(
    `marketplace demo: ${otherCompanies.length + 1} companies, ${nw.length + other.length} postings, ${applicants.length + 1} customers`,
  );
}

/** Leaves a mix of read and unread notifications (the oldest half read), as a used account has. */
async function markSomeRead(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE notifications n SET read_at = n.created_at
      FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at, id) AS k,
                   count(*) OVER (PARTITION BY user_id) AS total FROM notifications) o
     WHERE o.id = n.id AND o.k <= o.total / 2`);
}
