/**
 * Fixture factories: one function per wire object of the contract, returning a complete,
 * realistic snake_case object typed with `components['schemas'][...]`. Every factory takes partial
 * overrides (shallow: an override replaces the whole field) and optional {@link FixtureOptions}.
 *
 * Values come from a seeded faker (`@faker-js/faker`), so the same seed gives the same objects:
 * call {@link seedFixtures} in a test's `beforeEach` for repeatable data, or pass your own `faker`.
 *
 * @example
 *   const job = makeJobSummary({ title: 'Senior Go Engineer', salary_min: null, salary_max: null });
 *   const unread = makeNotification({ is_read: false, is_important: true });
 */
import { Faker, base, en } from '@faker-js/faker';
import { catalogCompanies, catalogJobs, type CatalogJob } from './catalog.ts';
import type { Schemas } from './types.ts';

/** Options every factory accepts. */
export interface FixtureOptions {
  /** The random source. @default the module's fixture faker (see {@link seedFixtures}) */
  faker?: Faker;
  /** The reference time that generated times are relative to (epoch ms or Date). @default Date.now() */
  now?: number | Date;
}

/** Creates an English faker seeded with `seed`, independent of every other faker. */
export function createFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  return faker;
}

/** The faker the factories use when none is passed. Seeded with 1 at start. */
const fixtureFaker = createFaker(1);

/** Re-seeds the factories' default faker, so that the following calls repeat their values. */
export function seedFixtures(seed: number): void {
  fixtureFaker.seed(seed);
}

function resolve(options: FixtureOptions): { faker: Faker; now: number } {
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  return { faker: options.faker ?? fixtureFaker, now };
}

/** RFC 3339 in UTC without milliseconds, like the contract's examples (`2026-11-20T11:15:02Z`). */
export function toIso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A content-derived media key stem (32 hex digits), as the server names stored images. */
export function makeMediaStem(options: FixtureOptions = {}): string {
  return resolve(options).faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' });
}

/** The 512 px and 96 px URLs of a stored image with the given key stem. */
export function mediaUrls(stem: string): { url: string; thumb_url: string } {
  return { url: `/api/v1/media/${stem}-512.webp`, thumb_url: `/api/v1/media/${stem}-96.webp` };
}

/**
 * The start of a Markdown description as plain text, at most 200 characters, cut at a word and
 * ended with "…" when cut; null when there is no description (`JobSummary.excerpt`).
 */
export function excerptOf(description: string | null): string | null {
  if (description === null) return null;
  const plain = description
    .replace(/^#{1,6}\s+.*$/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain === '') return null;
  if (plain.length <= 200) return plain;
  const cut = plain.slice(0, 200);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** The Markdown description of a catalog job (null for an imported listing without one). */
export function describeCatalogJob(job: CatalogJob, companyName: string): string | null {
  if (job.summary === null) return null;
  const sections = [`## About the role\n${job.summary}`];
  if (job.duties.length > 0) {
    sections.push(`## What you will do\n${job.duties.map((duty) => `- ${duty}`).join('\n')}`);
  }
  if (job.requirements.length > 0) {
    sections.push(
      `## What we look for\n${job.requirements.map((requirement) => `- ${requirement}`).join('\n')}`,
    );
  }
  sections.push(
    `## About ${companyName}\nWe offer health, dental and vision cover, a 401(k) match and ` +
      'four weeks of paid time off.',
  );
  return `${sections.join('\n\n')}\n`;
}

function pick<T>(faker: Faker, items: readonly T[]): T {
  return faker.helpers.arrayElement(items);
}

// ---------------------------------------------------------------------------------------------
// Users and auth
// ---------------------------------------------------------------------------------------------

/**
 * A signed-in user (`User`). The role decides which fields are filled: a customer has names and
 * an avatar, a business a business name and a logo (the other role's fields are null).
 */
export function makeUser(
  overrides: Partial<Schemas['User']> = {},
  options: FixtureOptions = {},
): Schemas['User'] {
  const { faker, now } = resolve(options);
  const role = overrides.role ?? 'customer';
  const id = faker.string.uuid();
  const created_at = toIso(faker.date.past({ years: 1, refDate: now }).getTime());
  const image = mediaUrls(makeMediaStem({ faker }));
  if (role === 'business') {
    const name = pick(faker, catalogCompanies).name;
    return {
      id,
      role,
      first_name: null,
      last_name: null,
      business_name: name,
      email: `talent@${faker.helpers.slugify(name.toLowerCase())}.example`,
      email_verified: true,
      avatar_url: null,
      avatar_thumb_url: null,
      logo_url: image.url,
      logo_thumb_url: image.thumb_url,
      created_at,
      ...overrides,
    };
  }
  const first_name = faker.person.firstName();
  const last_name = faker.person.lastName();
  return {
    id,
    role,
    first_name,
    last_name,
    business_name: null,
    email: faker.internet
      .email({ firstName: first_name, lastName: last_name, provider: 'example.com' })
      .toLowerCase(),
    email_verified: true,
    avatar_url: image.url,
    avatar_thumb_url: image.thumb_url,
    logo_url: null,
    logo_thumb_url: null,
    created_at,
    ...overrides,
  };
}

/** A Bearer token as the server issues them: 48 URL-safe characters. */
export function makeToken(options: FixtureOptions = {}): string {
  return resolve(options).faker.string.alphanumeric(48);
}

/** The answer of login and register (`AuthResponse`) for `user` (a new customer by default). */
export function makeAuthResponse(
  overrides: Partial<Schemas['AuthResponse']> = {},
  options: FixtureOptions = {},
): Schemas['AuthResponse'] {
  const user = overrides.user ?? makeUser({}, options);
  return { user, token: makeToken(options), roles: [user.role], ...overrides };
}

/** A signed-in session (`Session`) on a typical browser. */
export function makeSession(
  overrides: Partial<Schemas['Session']> = {},
  options: FixtureOptions = {},
): Schemas['Session'] {
  const { faker, now } = resolve(options);
  const created = faker.date.recent({ days: 10, refDate: now }).getTime();
  return {
    id: faker.string.uuid(),
    device: pick(faker, [
      'Chrome 131 on macOS',
      'Safari on iPhone',
      'Firefox 133 on Windows',
      'Edge 131 on Windows',
      'Chrome 131 on Android',
    ]),
    ip_address: faker.internet.ipv4(),
    created_at: toIso(created),
    last_used_at: toIso(faker.date.between({ from: created, to: now }).getTime()),
    remember: faker.datatype.boolean(),
    is_current: false,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Notifications and settings
// ---------------------------------------------------------------------------------------------

/** A notification (`Notification`) from the last few days, unread by default. */
export function makeNotification(
  overrides: Partial<Schemas['Notification']> = {},
  options: FixtureOptions = {},
): Schemas['Notification'] {
  const { faker, now } = resolve(options);
  const company = pick(faker, catalogCompanies).name;
  const job = pick(faker, catalogJobs).title;
  const kind =
    overrides.kind ??
    pick(faker, ['application_status_changed', 'posting_closed', 'message', 'system'] as const);
  const id = faker.string.uuid();
  const texts: Record<
    Schemas['NotificationKind'],
    { title: string; message: string; link: string | null }
  > = {
    application_received: {
      title: 'New application',
      message: `${faker.person.fullName()} applied to ${job}.`,
      link: `/b/applications/${faker.string.uuid()}`,
    },
    application_status_changed: {
      title: 'Application update',
      message: `${company} moved your application for ${job} to Reviewing.`,
      link: `/c/applications/${faker.string.uuid()}`,
    },
    posting_closed: {
      title: 'A job you applied to was closed',
      message: `${company} closed the posting ${job}. Your application is closed.`,
      link: `/c/applications/${faker.string.uuid()}`,
    },
    message: {
      title: `Message from ${company}`,
      message: `Thanks for your interest in ${job}. Could you share two times that suit you for a 30-minute call next week?`,
      link: null,
    },
    system: {
      title: 'Welcome',
      message: 'Welcome to the marketplace! Complete your profile so employers know who you are.',
      link: '/c/settings/profile',
    },
    job_alert: {
      title: '2 new jobs for “Remote ML roles”',
      message: `${job} at ${company}; Data Engineer at ${company}.`,
      link: '/c/saved-searches',
    },
  };
  return {
    id,
    kind,
    ...texts[kind],
    timestamp: toIso(faker.date.recent({ days: 3, refDate: now }).getTime()),
    is_read: false,
    is_important: false,
    ...overrides,
  };
}

/** Every kind with its default switches (in-app on; e-mail on for what needs action). */
export function makeNotificationPreferences(): Required<Schemas['NotificationPreferences']> {
  return {
    application_received: { in_app: true, email: true },
    application_status_changed: { in_app: true, email: true },
    posting_closed: { in_app: true, email: false },
    job_alert: { in_app: true, email: true },
    message: { in_app: true, email: true },
    system: { in_app: true, email: false },
  };
}

/** Notification settings (`NotificationSettings`) with every kind present. */
export function makeNotificationSettings(
  overrides: Partial<Schemas['NotificationSettings']> = {},
): Schemas['NotificationSettings'] & { settings: Required<Schemas['NotificationPreferences']> } {
  return {
    frequency: overrides.frequency ?? 'instant',
    settings: { ...makeNotificationPreferences(), ...overrides.settings },
  };
}

/** A customer's profile (`CustomerProfile`) with a resume on file. */
export function makeCustomerProfile(
  overrides: Partial<Schemas['CustomerProfile']> = {},
  options: FixtureOptions = {},
): Schemas['CustomerProfile'] {
  const { faker, now } = resolve(options);
  const first_name = overrides.first_name ?? faker.person.firstName();
  const last_name = overrides.last_name ?? faker.person.lastName();
  return {
    first_name,
    last_name,
    headline: pick(faker, [
      'Frontend engineer — accessible design systems',
      'Robotics engineer focused on motion planning',
      'Data analyst, operations and supply chain',
    ]),
    location: `${faker.location.city()}, ${faker.location.state({ abbreviated: true })}`,
    bio: faker.lorem.sentences(2),
    resume: {
      filename: `${first_name}-${last_name}-resume.pdf`.toLowerCase(),
      size_bytes: faker.number.int({ min: 60_000, max: 400_000 }),
      uploaded_at: toIso(faker.date.recent({ days: 30, refDate: now }).getTime()),
    },
    ...overrides,
  };
}

/** A business's company profile (`BusinessProfile`). */
export function makeBusinessProfile(
  overrides: Partial<Schemas['BusinessProfile']> = {},
  options: FixtureOptions = {},
): Schemas['BusinessProfile'] {
  const company = pick(resolve(options).faker, catalogCompanies);
  return {
    business_name: company.name,
    website: company.website,
    industry: company.industry,
    size: company.company_size,
    location: company.location,
    description: company.description,
    ...overrides,
  };
}

/** Privacy settings (`PrivacySettings`) of a customer, with the contract's defaults. */
export function makePrivacySettings(
  overrides: Partial<Schemas['PrivacySettings']> = {},
): Schemas['PrivacySettings'] {
  return {
    profile_visibility: 'applied_only',
    show_email_to_employers: false,
    show_location_to_employers: false,
    show_photo_to_employers: false,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Companies, postings and jobs
// ---------------------------------------------------------------------------------------------

/** A company profile (`Company`) taken from the catalog. */
export function makeCompany(
  overrides: Partial<Schemas['Company']> = {},
  options: FixtureOptions = {},
): Schemas['Company'] {
  const { faker } = resolve(options);
  const entry = pick(faker, catalogCompanies);
  const logo = entry.has_logo ? mediaUrls(makeMediaStem({ faker })) : null;
  return {
    id: faker.string.uuid(),
    slug: entry.slug,
    name: entry.name,
    website: entry.website,
    careers_url: entry.careers_url,
    region: entry.region,
    remote_policy: entry.remote_policy,
    company_size: entry.company_size,
    industry: entry.industry,
    location: entry.location,
    description: entry.description,
    technologies: [...entry.technologies],
    logo_url: logo?.url ?? null,
    logo_thumb_url: logo?.thumb_url ?? null,
    open_jobs_count: faker.number.int({ min: 1, max: 12 }),
    ...overrides,
  };
}

/** The company of a job in lists (`CompanySummary`). */
export function makeCompanySummary(
  overrides: Partial<Schemas['CompanySummary']> = {},
  options: FixtureOptions = {},
): Schemas['CompanySummary'] {
  const company = makeCompany({}, options);
  return {
    id: company.id,
    name: company.name,
    logo_thumb_url: company.logo_thumb_url,
    ...overrides,
  };
}

/** The company of a job on its detail page (`JobCompany`). */
export function makeJobCompany(
  overrides: Partial<Schemas['JobCompany']> = {},
  options: FixtureOptions = {},
): Schemas['JobCompany'] {
  const company = makeCompany({}, options);
  return {
    id: company.id,
    name: company.name,
    logo_thumb_url: company.logo_thumb_url,
    slug: company.slug,
    website: company.website,
    industry: company.industry,
    location: company.location,
    company_size: company.company_size,
    remote_policy: company.remote_policy,
    open_jobs_count: company.open_jobs_count,
    ...overrides,
  };
}

/** The fields a business writes (`PostingContent`), from a published catalog job with pay. */
export function makePostingContent(
  overrides: Partial<Schemas['PostingContent']> = {},
  options: FixtureOptions = {},
): Schemas['PostingContent'] {
  const { faker } = resolve(options);
  const job = pick(
    faker,
    catalogJobs.filter((entry) => entry.pay !== null && entry.summary !== null),
  );
  const company =
    catalogCompanies.find((entry) => entry.key === job.company)?.name ?? 'Northwind Robotics';
  return {
    title: job.title,
    description: describeCatalogJob(job, company),
    location: job.location,
    workplace_type: job.workplace_type,
    employment_type: job.employment_type,
    experience_level: job.experience_level,
    salary_min: job.pay?.[0] ?? null,
    salary_max: job.pay?.[1] ?? null,
    salary_currency: job.pay ? 'USD' : null,
    salary_period: job.pay ? (job.period ?? 'year') : null,
    skills: [...job.skills],
    ...overrides,
  };
}

/** A job posting as its business sees it (`Posting`), published by default. */
export function makePosting(
  overrides: Partial<Schemas['Posting']> = {},
  options: FixtureOptions = {},
): Schemas['Posting'] {
  const { faker, now } = resolve(options);
  const status = overrides.status ?? 'published';
  const created = now - faker.number.int({ min: 2, max: 30 }) * DAY_MS;
  const published =
    status === 'draft' ? null : created + faker.number.int({ min: 10, max: 600 }) * MINUTE_MS;
  const closed =
    status === 'closed' ? now - faker.number.int({ min: 0, max: 1 }) * DAY_MS - MINUTE_MS : null;
  return {
    ...makePostingContent({}, options),
    id: faker.string.uuid(),
    status,
    company: makeCompanySummary({}, options),
    source_url: null,
    views_count: status === 'draft' ? 0 : faker.number.int({ min: 20, max: 900 }),
    applications_count: status === 'draft' ? 0 : faker.number.int({ min: 0, max: 30 }),
    created_at: toIso(created),
    updated_at: toIso(closed ?? published ?? created),
    published_at: published === null ? null : toIso(published),
    closed_at: closed === null ? null : toIso(closed),
    ...overrides,
  };
}

/** A job as cards and lists show it (`JobSummary`): open, not saved, not applied to. */
export function makeJobSummary(
  overrides: Partial<Schemas['JobSummary']> = {},
  options: FixtureOptions = {},
): Schemas['JobSummary'] {
  const { faker, now } = resolve(options);
  const content = makePostingContent({}, options);
  return {
    id: faker.string.uuid(),
    title: content.title,
    company: makeCompanySummary({}, options),
    location: content.location,
    workplace_type: content.workplace_type,
    employment_type: content.employment_type,
    experience_level: content.experience_level,
    salary_min: content.salary_min,
    salary_max: content.salary_max,
    salary_currency: content.salary_currency,
    salary_period: content.salary_period,
    skills: content.skills,
    excerpt: excerptOf(content.description),
    published_at: toIso(faker.date.recent({ days: 14, refDate: now }).getTime()),
    is_closed: false,
    is_bookmarked: false,
    application_id: null,
    ...overrides,
  };
}

/** A job on its detail page (`Job`): open, not saved, not applied to, written on the marketplace. */
export function makeJob(
  overrides: Partial<Schemas['Job']> = {},
  options: FixtureOptions = {},
): Schemas['Job'] {
  const { faker, now } = resolve(options);
  return {
    ...makePostingContent({}, options),
    id: faker.string.uuid(),
    company: makeJobCompany({}, options),
    source_url: null,
    published_at: toIso(faker.date.recent({ days: 14, refDate: now }).getTime()),
    closed_at: null,
    is_closed: false,
    is_bookmarked: false,
    application_id: null,
    listing: null,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------

/** One status change of an application (`TimelineEntry`). */
export function makeTimelineEntry(
  overrides: Partial<Schemas['TimelineEntry']> = {},
  options: FixtureOptions = {},
): Schemas['TimelineEntry'] {
  const { faker, now } = resolve(options);
  return {
    status: 'submitted',
    note: null,
    created_at: toIso(faker.date.recent({ days: 7, refDate: now }).getTime()),
    ...overrides,
  };
}

const STATUS_PATH: Record<Schemas['ApplicationStatus'], Schemas['ApplicationStatus'][]> = {
  submitted: ['submitted'],
  reviewing: ['submitted', 'reviewing'],
  interviewing: ['submitted', 'reviewing', 'interviewing'],
  offered: ['submitted', 'reviewing', 'interviewing', 'offered'],
  hired: ['submitted', 'reviewing', 'interviewing', 'offered', 'hired'],
  rejected: ['submitted', 'reviewing', 'rejected'],
  withdrawn: ['submitted', 'withdrawn'],
};

/**
 * A timeline that reaches `status` the way applications do (submitted → reviewing → …), one step a
 * day or so, ending at `endMs`.
 */
export function makeTimeline(
  status: Schemas['ApplicationStatus'],
  endMs: number,
  options: FixtureOptions = {},
): Schemas['TimelineEntry'][] {
  const { faker } = resolve(options);
  const steps = STATUS_PATH[status];
  let at = endMs;
  const entries: Schemas['TimelineEntry'][] = [];
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const step = steps[index] ?? 'submitted';
    entries.unshift({ status: step, note: noteFor(step), created_at: toIso(at) });
    at -= faker.number.int({ min: 4 * 60, max: 36 * 60 }) * MINUTE_MS;
  }
  return entries;
}

/** The note a business typically leaves with a status change (null where none is usual). */
export function noteFor(status: Schemas['ApplicationStatus']): string | null {
  switch (status) {
    case 'interviewing':
      return 'Thanks for applying! We would love to talk. Expect an invite for a 45-minute video call.';
    case 'offered':
      return 'We are delighted to offer you the role. The written offer is on its way by e-mail.';
    case 'hired':
      return 'Welcome aboard! Your start date is confirmed.';
    case 'rejected':
      return 'Thank you for your time. We have decided to move forward with other candidates for this role.';
    default:
      return null;
  }
}

function applicationBase(
  overrides: Partial<Schemas['ApplicationBase']>,
  options: FixtureOptions,
): Schemas['ApplicationBase'] {
  const { faker, now } = resolve(options);
  const status = overrides.status ?? 'submitted';
  const updated = faker.date.recent({ days: 5, refDate: now }).getTime();
  const timeline = overrides.timeline ?? makeTimeline(status, updated, { faker });
  const first = timeline[0]?.created_at ?? toIso(updated);
  return {
    id: faker.string.uuid(),
    status,
    cover_letter: faker.helpers.arrayElement([
      'I have spent the last four years building software that runs next to people on busy floors, and your work is exactly where I want to grow.',
      'Your posting describes the problems I enjoy most: real-time systems, careful testing and a team that ships every week.',
    ]),
    resume: { filename: 'resume.pdf', size_bytes: faker.number.int({ min: 60_000, max: 400_000 }) },
    created_at: first,
    updated_at: timeline[timeline.length - 1]?.created_at ?? first,
    closed_at: null,
    closed_reason: null,
    timeline,
    ...overrides,
  };
}

/** An application as its customer sees it (`CustomerApplication`), submitted by default. */
export function makeApplication(
  overrides: Partial<Schemas['CustomerApplication']> = {},
  options: FixtureOptions = {},
): Schemas['CustomerApplication'] {
  const base = applicationBase(overrides, options);
  const job = overrides.job ?? makeJobSummary({ application_id: base.id }, options);
  return { ...base, job, ...overrides };
}

/** The customer behind an application (`Applicant`), sharing e-mail and location. */
export function makeApplicant(
  overrides: Partial<Schemas['Applicant']> = {},
  options: FixtureOptions = {},
): Schemas['Applicant'] {
  const { faker } = resolve(options);
  const first_name = faker.person.firstName();
  const last_name = faker.person.lastName();
  return {
    id: faker.string.uuid(),
    first_name,
    last_name,
    email: faker.internet
      .email({ firstName: first_name, lastName: last_name, provider: 'example.com' })
      .toLowerCase(),
    headline: faker.helpers.arrayElement([
      'Robotics engineer focused on motion planning',
      'Full-stack developer, TypeScript and PostgreSQL',
    ]),
    location: `${faker.location.city()}, ${faker.location.state({ abbreviated: true })}`,
    avatar_thumb_url: mediaUrls(makeMediaStem({ faker })).thumb_url,
    ...overrides,
  };
}

/** An application as the business that received it sees it (`BusinessApplication`). */
export function makeBusinessApplication(
  overrides: Partial<Schemas['BusinessApplication']> = {},
  options: FixtureOptions = {},
): Schemas['BusinessApplication'] {
  const { faker } = resolve(options);
  const base = applicationBase(overrides, options);
  return {
    ...base,
    applicant: makeApplicant({}, options),
    posting: { id: faker.string.uuid(), title: makePostingContent({}, options).title },
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Envelopes
// ---------------------------------------------------------------------------------------------

/**
 * The `meta` of a page: `last_page` is at least 1 (an empty list has one, empty, page).
 *
 * @param total items in the whole list
 * @param page the page's number, from 1. @default 1
 * @param perPage items per page. @default 20
 */
export function makePaginationMeta(
  total: number,
  page = 1,
  perPage = 20,
): Schemas['PaginationMeta'] {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** One page of `items` (`{data, meta}`), cut as the server cuts it. */
export function makePage<T>(
  items: readonly T[],
  page = 1,
  perPage = 20,
): { data: T[]; meta: Schemas['PaginationMeta'] } {
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    meta: makePaginationMeta(items.length, page, perPage),
  };
}

/**
 * A 400 or 422 body (`ValidationError`): the only message when there is one, otherwise "The given
 * data was invalid.", as the spec's back end answers.
 */
export function makeValidationError(errors: Record<string, string[]>): Schemas['ValidationError'] {
  const messages = Object.values(errors).flat();
  return {
    message:
      messages.length === 1 && messages[0] !== undefined
        ? messages[0]
        : 'The given data was invalid.',
    errors,
  };
}

/** A saved search (contract `SavedSearch`); `index` varies name and query. */
export function makeSavedSearch(
  overrides: Partial<Schemas['SavedSearch']> = {},
  options: FixtureOptions = {},
): Schemas['SavedSearch'] {
  const { faker, now } = resolve(options);
  const created = faker.date.recent({ days: 20, refDate: now }).getTime();
  return {
    id: faker.string.uuid(),
    name: 'Remote ML roles',
    query: { q: 'machine learning', workplace_type: ['remote'], salary_min: 90000 },
    paused: false,
    new_matches: faker.number.int({ min: 0, max: 12 }),
    last_visited_at: toIso(created + 86_400_000),
    created_at: toIso(created),
    updated_at: toIso(created),
    ...overrides,
  };
}
