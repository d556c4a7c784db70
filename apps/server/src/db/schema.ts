/**
 * The whole domain schema (platform and marketplace) in one Drizzle definition, so that one
 * migration history (apps/server/drizzle/) serves both. Change it, then run
 * `pnpm --filter @hireloop/server db:migration` to generate the next versioned SQL migration.
 *
 * Conventions: uuid primary keys (`gen_random_uuid()`), snake_case columns, `timestamptz` written
 * from the injected clock (no SQL `now()` defaults that tests could not control), closed vocabularies
 * as `text` + CHECK constraints (no `CREATE TYPE`, so a test schema can be created anywhere).
 */
import { PERIODS_PER_YEAR, SALARY_PERIODS } from '@hireloop/api/pay';
import {
  applicationStatusValues as APPLICATION_STATUSES,
  interviewKindValues as INTERVIEW_KINDS,
  notificationFrequencyValues as NOTIFICATION_FREQUENCIES,
  notificationKindValues as NOTIFICATION_KINDS,
  postingStatusValues as POSTING_STATUSES,
  profileVisibilityValues as PROFILE_VISIBILITIES,
  roleValues as ROLES,
  trackedStatusValues as TRACKED_STATUSES,
  workplaceTypeValues as WORKPLACE_TYPES,
  type components,
} from '@hireloop/api/schema';
import { INTERVIEW_LIMITS } from '@hireloop/api/rules';
import type { ScreeningAnswer, ScreeningQuestion } from '@hireloop/api/screening';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgMaterializedView,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/** Builds `CHECK (column IN (...))` for a closed vocabulary. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`);

/** A signed-up person's role (contract `Role`). */
export type Role = components['schemas']['Role'];
/** What a notification is about (contract `NotificationKind`). */
export type NotificationKind = components['schemas']['NotificationKind'];

export const MEDIA_PURPOSES = ['avatar', 'logo', 'resume'] as const;
/**
 * How many of the row's `salary_period` make a year (contract `SalaryPeriod`: 52 weeks × 5 days ×
 * 8 hours), as SQL; a null period counts as yearly.
 */
const PERIODS_PER_YEAR_SQL = sql.raw(
  `CASE salary_period ${Object.entries(PERIODS_PER_YEAR)
    .filter(([period]) => period !== 'year')
    .map(([period, count]) => `WHEN '${period}' THEN ${count}`)
    .join(' ')} ELSE 1 END`,
);

// ---------------------------------------------------------------------------------------------
// Accounts and sessions
// ---------------------------------------------------------------------------------------------

/** A signed-up person: a customer (job seeker) or a business (employer). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<Role>().notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    businessName: text('business_name'),
    emailVerifiedAt: tstz('email_verified_at'),
    /** Current avatar (customer) or logo (business); see `media`. */
    imageMediaId: uuid('image_media_id').references((): AnyPgColumn => media.id, {
      onDelete: 'set null',
    }),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    /**
     * Set when the account was deleted: the row stays as an anonymised tombstone (e-mail replaced,
     * password unusable) so that records of other users that point at it (a business's view of a
     * withdrawn application, an applicant's view of a closed posting) keep their shape.
     */
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf('role', ROLES)),
  ],
);

/**
 * A bearer token (a signed-in session on one device). Only the SHA-256 of the token is stored.
 * `lastActivityAt` moves on user activity only (not on background polls); `lastUsedAt` on any use.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Device description (from the User-Agent). */
    name: text('name').notNull(),
    ipAddress: text('ip_address'),
    remember: boolean('remember').notNull(),
    createdAt: tstz('created_at').notNull(),
    lastActivityAt: tstz('last_activity_at').notNull(),
    lastUsedAt: tstz('last_used_at').notNull(),
    /** Absolute end of life: 12 h after creation, 30 days with remember. */
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_token_hash_key').on(t.tokenHash),
    index('personal_access_tokens_user_id_idx').on(t.userId),
  ],
);

/** Fixed-window counters for rate limits (login/register failures, notification reads). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: tstz('reset_at').notNull(),
});

/**
 * An e-mail verification link: sent at registration (for the sign-up address) and by a change of
 * address (for the new one, which becomes the sign-in address once verified). Only the SHA-256 of
 * the link's token is stored.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
  },
  (t) => [
    uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash),
    index('email_verifications_user_id_idx').on(t.userId),
  ],
);

/**
 * A password reset link (issue 35): single-use, valid 60 minutes (services/passwordReset.ts).
 * Only the SHA-256 of the link's token is stored.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
);

/**
 * A user's second factor (issue 35; services/twoFactor.ts): the TOTP secret (RFC 6238, base32),
 * on once `enabledAt` is set; the SHA-256 of the unused recovery codes; the last time step a code
 * was accepted at (a code is never accepted twice).
 */
export const userTwoFactors = pgTable('user_two_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: tstz('enabled_at'),
  recoveryCodeHashes: text('recovery_code_hashes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: tstz('created_at').notNull(),
});

/** Server-wide secrets (e.g. the CSRF signing key), generated on first start, shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: tstz('created_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Media, profiles, settings
// ---------------------------------------------------------------------------------------------

/**
 * A stored file. Its bytes are on the storage driver (MEDIA_STORAGE: `media_blobs`, DATA_DIR/media
 * or S3) under `public/<key>` for images (avatar, logo), served at /api/v1/media/{key}, and
 * `private/<key>` for resumes, only served through endpoints that check ownership.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<(typeof MEDIA_PURPOSES)[number]>().notNull(),
    /** Storage key of the main file (512 px webp for images). */
    key: text('key').notNull(),
    /** Storage key of the 96 px thumbnail (images only). */
    thumbKey: text('thumb_key'),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    originalName: text('original_name'),
    sha256: text('sha256').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('media_key_key').on(t.key),
    index('media_user_id_idx').on(t.userId),
    check('media_purpose_check', oneOf('purpose', MEDIA_PURPOSES)),
  ],
);

/** A customer's profile (settings → profile). */
export const customerProfiles = pgTable('customer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline'),
  location: text('location'),
  bio: text('bio'),
  resumeMediaId: uuid('resume_media_id').references(() => media.id, { onDelete: 'set null' }),
  updatedAt: tstz('updated_at').notNull(),
});

/**
 * A business's company profile (settings → profile for businesses; /c/companies for customers).
 * The company name is the owner's `users.business_name`. Imported companies keep their source.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    website: text('website'),
    careersUrl: text('careers_url'),
    industry: text('industry'),
    /** small | medium | large, or null when unknown. */
    companySize: text('company_size'),
    location: text('location'),
    /** Markdown. */
    description: text('description'),
    region: text('region'),
    remotePolicy: text('remote_policy'),
    technologies: text('technologies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the profile came from (`remoteintech`), null for sign-ups. */
    source: text('source'),
    sourceId: text('source_id'),
    /** Sections of the source profile kept verbatim (size_text, remote_status, how_to_apply, ...). */
    sourceDetails: jsonb('source_details').$type<Record<string, string | null>>(),
    sourceAddedAt: date('source_added_at'),
    sourceUpdatedAt: date('source_updated_at'),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('companies_user_id_key').on(t.userId),
    uniqueIndex('companies_slug_key').on(t.slug),
    uniqueIndex('companies_source_key').on(t.source, t.sourceId),
    index('companies_remote_policy_idx').on(t.remotePolicy),
  ],
);

/**
 * Privacy settings. Customers: who may see the profile (public | applied_only | hidden) and whether
 * businesses they applied to see their e-mail, location and photo (all off by default; the rule
 * is services/privacy.ts). Businesses: only `profile_visibility`
 * counts (public lists the company in Browse Companies).
 */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileVisibility: text('profile_visibility')
      .$type<(typeof PROFILE_VISIBILITIES)[number]>()
      .notNull()
      .default('applied_only'),
    showEmailToEmployers: boolean('show_email_to_employers').notNull().default(false),
    showLocationToEmployers: boolean('show_location_to_employers').notNull().default(false),
    showPhotoToEmployers: boolean('show_photo_to_employers').notNull().default(false),
    updatedAt: tstz('updated_at').notNull(),
  },
  () => [
    check('privacy_settings_visibility_check', oneOf('profile_visibility', PROFILE_VISIBILITIES)),
  ],
);

/** Notification settings: one in-app and one e-mail switch per event kind, and an e-mail frequency. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency')
      .$type<(typeof NOTIFICATION_FREQUENCIES)[number]>()
      .notNull()
      .default('instant'),
    /** When the last daily/weekly digest was sent. */
    lastDigestAt: tstz('last_digest_at'),
    updatedAt: tstz('updated_at').notNull(),
  },
  () => [
    check('notification_settings_frequency_check', oneOf('frequency', NOTIFICATION_FREQUENCIES)),
  ],
);

/** An in-app notification created by a domain event (see services/notifications.ts). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** In-app path the notification leads to, e.g. /c/applications/{id}. */
    link: text('link'),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isImportant: boolean('is_important').notNull().default(false),
    readAt: tstz('read_at'),
    /** Set when the notification must still go out in a daily/weekly digest. */
    digestPending: boolean('digest_pending').notNull().default(false),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    check('notifications_kind_check', oneOf('kind', NOTIFICATION_KINDS)),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * Transactional e-mail outbox: messages are inserted in the same transaction as the change that
 * caused them and delivered afterwards (SMTP, or files under DATA_DIR/outbox).
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: tstz('created_at').notNull(),
    sentAt: tstz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not delivered before this instant (backoff after a failed attempt). */
    nextAttemptAt: tstz('next_attempt_at').notNull(),
    /** A process is sending it until this instant (its lease); another may take it over after. */
    leasedUntil: tstz('leased_until'),
    /** Given up after the last attempt (dead letter): never tried again unless requeued. */
    deadAt: tstz('dead_at'),
    /** An iCalendar invitation sent with it (issue 28: METHOD:REQUEST or CANCEL), or null. */
    calendar: text('calendar'),
  },
  (t) => [
    index('outbound_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.deadAt} IS NULL`),
    index('outbound_emails_dead_idx')
      .on(t.deadAt)
      .where(sql`${t.deadAt} IS NOT NULL`),
  ],
);

/**
 * Stored files on the PostgreSQL storage driver (the default with DATABASE_URL): every server
 * process reads the same bytes. Keys are `public/<media key>` and `private/<media key>`.
 */
export const mediaBlobs = pgTable('media_blobs', {
  key: text('key').primaryKey(),
  data: customType<{ data: Buffer }>({ dataType: () => 'bytea' })('data').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: tstz('created_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Marketplace (queries live in src/modules/marketplace)
// ---------------------------------------------------------------------------------------------

/** A job posting of a company: draft → published → closed. */
export const postings = pgTable(
  'postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Copy of the owner's business name, kept in step with it, for the search vector. */
    companyName: text('company_name').notNull(),
    title: text('title').notNull(),
    /** Markdown; null when not stated (imported listings carry none). */
    description: text('description'),
    location: text('location'),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workplaceType: text('workplace_type'),
    employmentType: text('employment_type'),
    experienceLevel: text('experience_level'),
    /** Pay with cents (`55.50` an hour; contract `multipleOf: 0.01`, decision 198). */
    salaryMin: numeric('salary_min', { precision: 12, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2, mode: 'number' }),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Screening questions (contract `ScreeningQuestion[]`, issue 29); [] for none and imports. */
    screeningQuestions: jsonb('screening_questions')
      .$type<ScreeningQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What the hiring team's scorecards rate (issue 36): 1–10 criteria, the four defaults. */
    scorecardCriteria: text('scorecard_criteria')
      .array()
      .notNull()
      .default(sql`'{skills,experience,communication,motivation}'::text[]`),
    status: text('status').$type<(typeof POSTING_STATUSES)[number]>().notNull().default('draft'),
    publishedAt: tstz('published_at'),
    closedAt: tstz('closed_at'),
    viewsCount: integer('views_count').notNull().default(0),
    applicationsCount: integer('applications_count').notNull().default(0),
    /** Origin of an imported listing (`internships-2025`, `new-grad`), null for postings written here. */
    source: text('source'),
    sourceId: text('source_id'),
    sourceUrl: text('source_url'),
    terms: text('terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The last day of the listing's latest internship term (`hireloop_term_ends`, migration 0015;
     * decision 200), null when it names none: an imported listing is not open after it.
     */
    termEndsAt: date('term_ends_at', { mode: 'string' }).generatedAlwaysAs(
      sql`hireloop_term_ends(terms)`,
    ),
    sponsorship: text('sponsorship'),
    /** One label per place of `locations` (`New York, NY`), parsed by marketplace/places.ts; null until parsed. */
    places: text('places').array(),
    /** What a location filter matches (`city:new york`, `region:us-ny`, `work:remote`; places.ts). */
    placeKeys: text('place_keys').array(),
    /**
     * Plain-text start of the description (Markdown stripped, at most 300 characters) for job
     * cards; null without a description. Written together with the description (marketplace).
     */
    excerpt: text('excerpt'),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    /**
     * When the business of a Hireloop posting was last reminded that it is still open (every
     * `POSTING_RENEWAL_REMINDER_DAYS` while published: marketplace/renewalReminders.ts); null before.
     */
    renewalRemindedAt: tstz('renewal_reminded_at'),
    /**
     * Top of the pay range per year (hour × 2,080, day × 260, week × 52, month × 12) in whole US
     * dollars at the shipped reference rates (`hireloop_usd_per_unit`, migration 0014, from
     * @hireloop/api's currencyRates.ts; decision 199): the salary filter and sort. Null without pay
     * or for a currency without a rate.
     */
    salaryMaxYearly: bigint('salary_max_yearly', { mode: 'number' }).generatedAlwaysAs(
      sql`round(salary_max * ${PERIODS_PER_YEAR_SQL} * hireloop_usd_per_unit(salary_currency))::bigint`,
    ),
    /** Weighted search vector: title A, company B, skills B, description C (english). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, hireloop_immutable_join(skills)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
      ),
  },
  (t) => [
    // Only published postings are searched: a partial index lets the planner use it together with
    // `status = 'published'` instead of filtering every row by its (TOASTed) vector.
    index('postings_search_idx')
      .using('gin', t.search)
      .where(sql`status = 'published'`),
    index('postings_status_published_idx').on(t.status, t.publishedAt.desc()),
    // The order of search results by date (newest first, id as tie-break): pages, and the newest
    // matches that relevance ranks.
    index('postings_published_newest_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    index('postings_place_keys_idx')
      .using('gin', t.placeKeys)
      .where(sql`status = 'published'`),
    index('postings_company_id_idx').on(t.companyId, t.status),
    index('postings_salary_idx').on(t.salaryMax),
    index('postings_published_salary_idx')
      .on(t.salaryMaxYearly.desc().nullsLast(), t.publishedAt.desc())
      .where(sql`status = 'published'`),
    uniqueIndex('postings_source_key').on(t.source, t.sourceId),
    // The renewal reminder's claim: published Hireloop postings by the start of their period.
    index('postings_renewal_due_idx')
      .on(sql`greatest(published_at, renewal_reminded_at)`)
      .where(sql`source IS NULL AND status = 'published'`),
    check('postings_status_check', oneOf('status', POSTING_STATUSES)),
    check(
      'postings_workplace_type_check',
      sql`workplace_type IS NULL OR ${oneOf('workplace_type', WORKPLACE_TYPES)}`,
    ),
    check(
      'postings_salary_period_check',
      sql`salary_period IS NULL OR ${oneOf('salary_period', SALARY_PERIODS)}`,
    ),
    check(
      'postings_salary_range_check',
      sql`salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max`,
    ),
  ],
);

/** A saved job (Saved Jobs) of a customer. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postingId] }),
    index('bookmarks_posting_id_idx').on(t.postingId),
  ],
);

/** A customer's application to a posting (one per posting and customer). */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status')
      .$type<(typeof APPLICATION_STATUSES)[number]>()
      .notNull()
      .default('submitted'),
    coverLetter: text('cover_letter'),
    resumeMediaId: uuid('resume_media_id').references(() => media.id, { onDelete: 'set null' }),
    closedAt: tstz('closed_at'),
    /** Why an application was closed without a decision, e.g. `posting_closed`. */
    closedReason: text('closed_reason'),
    /** When someone at the business first opened the application; null until then (issue 29). */
    viewedAt: tstz('viewed_at'),
    /** Answers to the posting's screening questions (contract `ScreeningAnswer[]`, issue 29). */
    answers: jsonb('answers')
      .$type<ScreeningAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Ids of the posting's must-have questions the answers miss; recomputed when they change. */
    mustHavesMissed: uuid('must_haves_missed')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('applications_posting_user_key').on(t.postingId, t.userId),
    index('applications_user_id_idx').on(t.userId, t.createdAt.desc()),
    index('applications_posting_status_idx').on(t.postingId, t.status),
    check('applications_status_check', oneOf('status', APPLICATION_STATUSES)),
  ],
);

/** The timeline of an application: one row per status change. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof APPLICATION_STATUSES)[number]>().notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull(),
    /** Insertion order: orders the timeline when two changes share a timestamp. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * A message of an application's conversation (issue 28, decision 236), written by the applicant
 * (`author_role` customer) or the business. The conversation is these rows merged with the
 * application's `application_events`. A deleted author's rows stay (the other side's history),
 * shown with the author's tombstone name.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').$type<Role>().notNull(),
    /** Plain text, 1–5,000 characters (`messageProblem` of @hireloop/api/rules). */
    body: text('body').notNull(),
    createdAt: tstz('created_at').notNull(),
    /** Insertion order: orders the conversation when two entries share a timestamp. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('messages_application_created_idx').on(t.applicationId, t.createdAt),
    check('messages_author_role_check', oneOf('author_role', ROLES)),
  ],
);

/**
 * What one user has read of an application's conversation (issue 28): `read_at` (the other
 * side's messages after it are unread; it is the other side's "Seen") and `emailed_at`, when the
 * last message e-mail of this conversation went to this user (at most one per 15 minutes).
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: tstz('read_at'),
    emailedAt: tstz('emailed_at'),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] })],
);

/** The statuses an interview row stores (`completed` is derived: booked and its end has passed). */
export const STORED_INTERVIEW_STATUSES = ['proposed', 'booked', 'declined', 'cancelled'] as const;

/**
 * An interview of an in-app application (issue 28, decision 237): the business's offer of 1–10
 * start times (`slots`, ISO 8601 UTC strings), then the booked `starts_at`. `sequence` is the
 * SEQUENCE of its calendar invitation (UID: the id), one more at each change; `reminded_*_at`
 * are the reminders' claims (each sent once across processes). At most one open (proposed or
 * booked) interview per application.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof INTERVIEW_KINDS)[number]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull(),
    note: text('note'),
    slots: jsonb('slots').$type<string[]>().notNull(),
    status: text('status').$type<(typeof STORED_INTERVIEW_STATUSES)[number]>().notNull(),
    startsAt: tstz('starts_at'),
    bookedAt: tstz('booked_at'),
    reason: text('reason'),
    endedBy: text('ended_by').$type<Role>(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    reminded24hAt: tstz('reminded_24h_at'),
    reminded1hAt: tstz('reminded_1h_at'),
    /** Who at the business proposed it (issue 36: the activity log), null before hiring teams. */
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the hiring team was asked for scorecards after the booked interview ended (issue 36). */
    scorecardsRequestedAt: tstz('scorecards_requested_at'),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId),
    uniqueIndex('interviews_one_open_per_application')
      .on(t.applicationId)
      .where(sql`${t.status} IN ('proposed', 'booked')`),
    index('interviews_booked_start_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    check('interviews_kind_check', oneOf('kind', INTERVIEW_KINDS)),
    check('interviews_status_check', oneOf('status', STORED_INTERVIEW_STATUSES)),
    check('interviews_ended_by_check', sql`${t.endedBy} IS NULL OR ${oneOf('ended_by', ROLES)}`),
    check(
      'interviews_duration_check',
      sql`${t.durationMinutes} BETWEEN ${sql.raw(String(INTERVIEW_LIMITS.minDurationMinutes))} AND ${sql.raw(String(INTERVIEW_LIMITS.maxDurationMinutes))}`,
    ),
  ],
);

/** One view of a published posting per customer per (UTC) day. */
export const jobViews = pgTable(
  'job_views',
  {
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.userId, t.viewedOn] })],
);

// ---------------------------------------------------------------------------------------------
// "I applied": imported listings a customer applied to on the company's site
// ---------------------------------------------------------------------------------------------

/** An imported listing a customer marked "I applied" (one per listing and customer). */
export const trackedApplications = pgTable(
  'tracked_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    /** The customer's private note. */
    note: text('note'),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('tracked_applications_user_posting_key').on(t.userId, t.postingId),
    index('tracked_applications_user_updated_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

/** The timeline a customer keeps of a tracked application: one row per step, with its date. */
export const trackedApplicationEvents = pgTable(
  'tracked_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackedId: uuid('tracked_id')
      .notNull()
      .references(() => trackedApplications.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof TRACKED_STATUSES)[number]>().notNull(),
    happenedOn: date('happened_on').notNull(),
    note: text('note'),
    createdAt: tstz('created_at').notNull(),
    /** Insertion order: orders steps of the same date. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('tracked_application_events_tracked_idx').on(t.trackedId, t.happenedOn),
    check('tracked_application_events_status_check', oneOf('status', TRACKED_STATUSES)),
  ],
);

/** Words of published titles, companies and skills with their posting counts: typo corrections. */
export const searchVocabulary = pgMaterializedView('search_vocabulary', {
  word: text('word').notNull(),
  ndoc: integer('ndoc').notNull(),
}).existing();

/**
 * Published titles, companies, skills and places with their posting counts: suggestions.
 * `norm`: the value lower-cased with every run of non-alphanumerics turned into one space (what a
 * typed prefix is compared with; btree and trigram indexes).
 */
export const searchSuggestions = pgMaterializedView('search_suggestions', {
  kind: text('kind').notNull(),
  value: text('value').notNull(),
  n: integer('n').notNull(),
  norm: text('norm').notNull(),
}).existing();

/**
 * A customer's saved Find Jobs search (contract `SavedSearch`): `query` holds the contract's
 * `SavedSearchQuery` (snake_case, the `searchJobs` vocabulary). Paused when `paused_at` is set.
 */
/**
 * A customer's answers to reusable screening questions (contract `SavedAnswer`, issue 29): one per
 * question key, saved when they apply, offered the next time the same question appears.
 */
export const savedAnswers = pgTable(
  'saved_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The question's `reuse_key`. */
    key: text('key').notNull(),
    prompt: text('prompt').notNull(),
    kind: text('kind').$type<ScreeningQuestion['kind']>().notNull(),
    value: jsonb('value').$type<ScreeningAnswer['value']>().notNull(),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('saved_answers_user_key').on(t.userId, t.key)],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    pausedAt: tstz('paused_at'),
    /** When the user last ran it (new matches count from then). */
    lastVisitedAt: tstz('last_visited_at'),
    /** When its last job alert went out (daily/weekly digests count their period from then). */
    lastAlertedAt: tstz('last_alerted_at'),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    // The query's filter values as Find Jobs' conditions compare them (search.ts
    // `STORED_SEARCH_COLUMNS`), NULL when a filter is off; written with `match_version`.
    matchQuery: tsquery('match_query'),
    salaryMin: integer('salary_min'),
    includeUnstatedSalary: boolean('include_unstated_salary').notNull().default(false),
    companyId: uuid('company_id'),
    workplaceTypes: text('workplace_types').array(),
    employmentTypes: text('employment_types').array(),
    experienceLevels: text('experience_levels').array(),
    sponsorship: text('sponsorship').array(),
    terms: text('terms').array(),
    postedWithinDays: integer('posted_within_days'),
    locationKeys: text('location_keys').array(),
    locationPattern: text('location_pattern'),
    /** The version of the stored filter values; NULL or older: recomputed before matching. */
    matchVersion: integer('match_version'),
  },
  (t) => [
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('saved_searches_match_version_idx').on(t.matchVersion),
  ],
);

/**
 * A posting that matched a saved search when it was published: one row per pair (the primary
 * key makes announcing idempotent); `alerted_at` is null until an alert named it.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    matchedAt: tstz('matched_at').notNull(),
    alertedAt: tstz('alerted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.postingId] }),
    index('saved_search_matches_posting_id_idx').on(t.postingId),
    index('saved_search_matches_pending_idx')
      .on(t.savedSearchId)
      .where(sql`${t.alertedAt} IS NULL`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Hiring teams (issue 36, decision 238)
// ---------------------------------------------------------------------------------------------

/** The roles of a company's members (contract `MemberRole`). */
export const MEMBER_ROLES = ['owner', 'admin', 'recruiter', 'interviewer'] as const;
/** What a scorecard recommends (contract `ScorecardRecommendation`, Lever's 4-point scale). */
export const SCORECARD_RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;

/**
 * A business account's membership of its company (one company per business account: `user_id`
 * is unique). The account that registered the business is its `owner`; imported companies have
 * no members. A removed member's row stays with `removed_at` (what they wrote keeps their name);
 * their sessions are deleted at removal and sign-in is refused.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<(typeof MEMBER_ROLES)[number]>().notNull(),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    removedAt: tstz('removed_at'),
  },
  (t) => [
    uniqueIndex('company_members_user_key').on(t.userId),
    index('company_members_company_idx').on(t.companyId),
    uniqueIndex('company_members_one_owner')
      .on(t.companyId)
      .where(sql`${t.role} = 'owner' AND ${t.removedAt} IS NULL`),
    check('company_members_role_check', oneOf('role', MEMBER_ROLES)),
  ],
);

/**
 * An invitation to join a company with a role: the e-mail's single-use link carries the token
 * (only its SHA-256 is stored), valid 7 days (`TEAM_LIMITS.invitationValidityMs`). One pending
 * invitation per company and address: a new one revokes the old.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<Exclude<(typeof MEMBER_ROLES)[number], 'owner'>>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('team_invitations_token_hash_key').on(t.tokenHash),
    index('team_invitations_company_idx').on(t.companyId, t.createdAt.desc()),
    check('team_invitations_role_check', sql`"role" IN ('admin', 'recruiter', 'interviewer')`),
  ],
);

/** The hiring team of a posting: the members who work on its applications. */
export const hiringTeamMembers = pgTable(
  'hiring_team_members',
  {
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postingId, t.memberId] }),
    index('hiring_team_members_member_idx').on(t.memberId),
  ],
);

/**
 * A private note of the company on an application (plain text, 1–5,000 characters): never shown
 * to the applicant, never in their export or the conversation. `mentions` are the member ids
 * @mentioned (and notified).
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: tstz('created_at').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * A member's scorecard of an application (one per member and application; a new submission
 * replaces it): a rating 1–4 per criterion of the posting, a recommendation and a comment.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    recommendation: text('recommendation')
      .$type<(typeof SCORECARD_RECOMMENDATIONS)[number]>()
      .notNull(),
    ratings: jsonb('ratings').$type<{ criterion: string; rating: number }[]>().notNull(),
    comment: text('comment').notNull(),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('scorecards_application_member_key').on(t.applicationId, t.memberId),
    check('scorecards_recommendation_check', oneOf('recommendation', SCORECARD_RECOMMENDATIONS)),
  ],
);
