/**
 * The in-memory marketplace behind the MSW handlers: accounts, tokens (sessions), notifications and
 * their settings, profiles, privacy, companies, job postings, bookmarks and applications with their
 * timelines. One store is a consistent little world: a status change made by the business shows up
 * in the customer's application, timeline, dashboard and notifications.
 *
 * Seeded data is deterministic: the same `seed` (and `now`) gives the same ids, names and times.
 * Times are relative to `now` so that "today / yesterday / earlier" and "2 days ago" read the same
 * on any day; pass a fixed `now` for byte-identical data.
 *
 * Demo accounts (spec §1 roles): customer `customer@example.com` and business
 * `business@example.com`, both with the password `Password1!` ({@link demoAccounts}); each also
 * has a ready Bearer token ({@link demoAccounts}`.customer.token`) for stories that start signed in.
 */
import { LIMITS, isFinalStatus } from '../rules.ts';
import type { Faker } from '@faker-js/faker';
import {
  DEMO_COMPANY_KEY,
  catalogCompanies,
  catalogCoverLetters,
  catalogHeadlines,
  catalogJobs,
} from './catalog.ts';
import {
  createFaker,
  describeCatalogJob,
  excerptOf,
  makeNotificationSettings,
  makeTimeline,
  mediaUrls,
  noteFor,
  toIso,
} from './fixtures.ts';
import type {
  AccountRecord,
  ApplicationRecord,
  BookmarkRecord,
  CompanyRecord,
  NotificationRecord,
  PostingRecord,
  Schemas,
  TokenRecord,
  VerificationRecord,
} from './types.ts';
import { resetSavedSearches } from './handlers/savedSearches.ts';

/** Milliseconds in a minute. */
export const MINUTE_MS = 60_000;
/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;
/** Inactivity limit of a token without "remember me": 15 minutes, in seconds (spec §4, §9). */
export const INACTIVITY_LIMIT_SECONDS = LIMITS.inactivityMs / 1000;
/** Absolute lifetime of a token without "remember me": 12 hours, in seconds. */
export const SESSION_LIFETIME_SECONDS = 12 * 3600;
/** Absolute lifetime of a "remember me" token: 30 days, in seconds. */
export const REMEMBER_LIFETIME_SECONDS = 30 * 86_400;
/** Failed logins allowed per e-mail within {@link LOGIN_WINDOW_MS}; the next attempt gets 429. */
export const LOGIN_ATTEMPTS = 5;
/** Window of the failed-login limit: 15 minutes, in ms. */
export const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
/** Lifetime of an e-mail verification link: 24 hours, in ms. */
export const VERIFICATION_LIFETIME_MS = DAY_MS;

/** The demo password of both demo accounts (meets every spec §5 rule). */
export const DEMO_PASSWORD = 'Password1!';

/** The two demo accounts: sign in with e-mail and password, or send the token directly. */
export const demoAccounts = {
  customer: {
    email: 'customer@example.com',
    password: DEMO_PASSWORD,
    /** A "remember me" token (no inactivity limit) the store always knows. */
    token: 'mock-customer-token-5b0f3c1e8d2a4c7b9e612f4a7d9c3b10',
  },
  business: {
    email: 'business@example.com',
    password: DEMO_PASSWORD,
    /** A "remember me" token (no inactivity limit) the store always knows. */
    token: 'mock-business-token-9a7e2d441c3b4f0e8b526d1e0a3f7c29',
  },
} as const;

/** A verification link of the demo customer that works (spec §2 settings/account/verify-email/{token}). */
export const DEMO_VERIFICATION_TOKEN = 'demo-verify-5b0f3c1e8d2a4c7b9e612f4a7d9c3b10';
/** A verification link of the demo customer that has expired (answers 422). */
export const EXPIRED_VERIFICATION_TOKEN = 'demo-expired-5b0f3c1e8d2a4c7b9e612f4a7d9c3b10';

/** Options of {@link createMockStore}. */
export interface MockStoreOptions {
  /** Seed of the generated data. @default 1 */
  seed?: number;
  /** Reference time of the seeded data (epoch ms or Date). @default the clock's time at (re)seeding */
  now?: number | Date;
  /** The clock request-time behaviour reads (token expiry, new records). @default Date.now */
  clock?: () => number;
}

/** What {@link MockStore.notify} needs; `is_important` defaults to false. */
export interface NotifyInput {
  kind: Schemas['NotificationKind'];
  title: string;
  message: string;
  link: string | null;
  is_important?: boolean;
  /** @default the clock's time */
  at?: number;
  /** @default false */
  is_read?: boolean;
}

const STATUS_LABEL: Record<Schemas['ApplicationStatus'], string> = {
  submitted: 'Submitted',
  reviewing: 'Reviewing',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The human label of an application status ("Interviewing"). */
export function statusLabel(status: Schemas['ApplicationStatus']): string {
  return STATUS_LABEL[status];
}

/**
 * An in-memory marketplace. Create one with {@link createMockStore}; {@link MockStore.reset} puts
 * the seeded data back in place (handlers keep working on the same object).
 */
export class MockStore {
  accounts = new Map<string, AccountRecord>();
  tokens = new Map<string, TokenRecord>();
  notifications: NotificationRecord[] = [];
  companies = new Map<string, CompanyRecord>();
  postings = new Map<string, PostingRecord>();
  applications = new Map<string, ApplicationRecord>();
  bookmarks: BookmarkRecord[] = [];
  /** "I applied" trackers of imported jobs, by id (`user_id` is their customer). */
  tracked = new Map<
    string,
    Omit<Schemas['TrackedApplication'], 'job' | 'status'> & { user_id: string; job_id: string }
  >();
  verifications = new Map<string, VerificationRecord>();
  /** Keys of stored images (`/api/v1/media/{key}`). */
  media = new Set<string>();
  /** Failed login times per lower-case e-mail, epoch ms. */
  loginFailures = new Map<string, number[]>();
  /** `${user}:${job}:${day}`: a view is counted once per customer per day. */
  views = new Set<string>();
  /** Companies whose business deleted its account: they leave Browse Companies and search. */
  deletedCompanies = new Set<string>();
  /** Ids of the seeded demo records, for tests and stories. */
  demo = {
    customerId: '',
    businessId: '',
    companyId: '',
    /** Catalog job key → posting id (e.g. `nw-perception`, `tide-imported`). */
    jobs: {} as Record<string, string>,
  };
  /** Seed of the current data. */
  seed = 1;
  /** The store's random source (seeded with {@link seed}); new records draw their ids from it. */
  faker: Faker = createFaker(1);
  readonly clock: () => number;

  constructor(options: MockStoreOptions = {}) {
    this.clock = options.clock ?? (() => Date.now());
    this.reset(options);
  }

  /** The current time, epoch ms. */
  now(): number {
    return this.clock();
  }

  /** Throws everything away and seeds the data again (`options.seed` @default the current seed). */
  reset(options: Omit<MockStoreOptions, 'clock'> = {}): void {
    this.seed = options.seed ?? this.seed;
    this.faker = createFaker(this.seed);
    this.accounts = new Map();
    this.tokens = new Map();
    this.notifications = [];
    this.companies = new Map();
    this.postings = new Map();
    this.applications = new Map();
    this.bookmarks = [];
    this.verifications = new Map();
    this.media = new Set();
    this.loginFailures = new Map();
    this.views = new Set();
    this.deletedCompanies = new Set();
    this.demo = { customerId: '', businessId: '', companyId: '', jobs: {} };
    seedStore(this, options.now === undefined ? this.now() : new Date(options.now).getTime());
  }

  // -------------------------------------------------------------------------------- ids and media

  /** A new UUID from the store's faker. */
  uuid(): string {
    return this.faker.string.uuid();
  }

  /** Registers a new stored image and answers its 512 px and 96 px URLs. */
  newImage(): { url: string; thumb_url: string } {
    const stem = this.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' });
    this.media.add(`${stem}-512.webp`);
    this.media.add(`${stem}-96.webp`);
    return mediaUrls(stem);
  }

  // -------------------------------------------------------------------------------- accounts

  account(userId: string): AccountRecord | undefined {
    return this.accounts.get(userId);
  }

  /** The account signing in with `email` (case-insensitive), or undefined. */
  accountByEmail(email: string): AccountRecord | undefined {
    const wanted = email.trim().toLowerCase();
    for (const account of this.accounts.values()) {
      if (account.user.email.toLowerCase() === wanted) return account;
    }
    return undefined;
  }

  /** True when `email` is the sign-in or pending address of an account other than `exceptUserId`. */
  emailTaken(email: string, exceptUserId?: string): boolean {
    const wanted = email.trim().toLowerCase();
    for (const account of this.accounts.values()) {
      if (account.user.id === exceptUserId) continue;
      if (
        account.user.email.toLowerCase() === wanted ||
        account.pending_email?.toLowerCase() === wanted
      ) {
        return true;
      }
    }
    return false;
  }

  /** Removes an account and everything that is its own (`deleteAccount`). */
  deleteAccount(userId: string): void {
    const account = this.accounts.get(userId);
    if (!account) return;
    const now = this.now();
    for (const [token, record] of this.tokens)
      if (record.user_id === userId) this.tokens.delete(token);
    this.notifications = this.notifications.filter(
      (notification) => notification.user_id !== userId,
    );
    this.bookmarks = this.bookmarks.filter((bookmark) => bookmark.user_id !== userId);
    if (account.user.role === 'customer') {
      for (const application of this.applications.values()) {
        if (application.user_id !== userId) continue;
        if (!isFinalStatus(application.status) && application.closed_at === null) {
          application.status = 'withdrawn';
          application.timeline.push({ status: 'withdrawn', note: null, created_at: toIso(now) });
          application.updated_at = toIso(now);
        }
        application.cover_letter = null;
        application.resume = null;
      }
    } else if (account.company_id !== null) {
      for (const posting of this.postings.values()) {
        if (posting.company_id === account.company_id && posting.status === 'published') {
          this.closePosting(posting, 'company_removed');
        }
      }
      const company = this.companies.get(account.company_id);
      if (company) company.owner_id = null;
      this.deletedCompanies.add(account.company_id);
    }
    this.accounts.delete(userId);
  }

  // -------------------------------------------------------------------------------- tokens

  /** Signs `userId` in: a new token (session) from `device`. */
  issueToken(
    userId: string,
    init: {
      remember?: boolean;
      device?: string;
      ip_address?: string;
      token?: string;
      at?: number;
    } = {},
  ): TokenRecord {
    const at = init.at ?? this.now();
    const record: TokenRecord = {
      token: init.token ?? this.faker.string.alphanumeric(48),
      session_id: this.uuid(),
      user_id: userId,
      device: init.device ?? 'Unknown browser',
      ip_address: init.ip_address ?? '127.0.0.1',
      created_at: at,
      last_used_at: at,
      remember: init.remember ?? false,
    };
    this.tokens.set(record.token, record);
    return record;
  }

  /**
   * Seconds left before `token` expires: what is left of the 15-minute inactivity limit and of the
   * 12-hour lifetime, or of the 30-day lifetime for a "remember me" token; 0 when expired.
   */
  expiresInSeconds(token: TokenRecord): number {
    const now = this.now();
    const ends = token.remember
      ? token.created_at + REMEMBER_LIFETIME_SECONDS * 1000
      : Math.min(
          token.last_used_at + INACTIVITY_LIMIT_SECONDS * 1000,
          token.created_at + SESSION_LIFETIME_SECONDS * 1000,
        );
    return Math.max(0, Math.floor((ends - now) / 1000));
  }

  /** The user's live sessions, most recently used first. */
  sessionsOf(userId: string, currentToken: string | null): Schemas['Session'][] {
    return [...this.tokens.values()]
      .filter((token) => token.user_id === userId && this.expiresInSeconds(token) > 0)
      .sort((a, b) => b.last_used_at - a.last_used_at)
      .map((token) => ({
        id: token.session_id,
        device: token.device,
        ip_address: token.ip_address,
        created_at: toIso(token.created_at),
        last_used_at: toIso(token.last_used_at),
        remember: token.remember,
        is_current: token.token === currentToken,
      }));
  }

  /** Failed login attempts of `email` in the last 15 minutes. */
  recentLoginFailures(email: string): number[] {
    const since = this.now() - LOGIN_WINDOW_MS;
    const failures = (this.loginFailures.get(email.toLowerCase()) ?? []).filter((at) => at > since);
    this.loginFailures.set(email.toLowerCase(), failures);
    return failures;
  }

  // -------------------------------------------------------------------------------- notifications

  /**
   * Adds a notification for `userId`, unless the user switched that kind off in the app. Answers
   * the notification, or null when it was not shown.
   */
  notify(userId: string, input: NotifyInput): Schemas['Notification'] | null {
    const account = this.accounts.get(userId);
    if (!account || !account.notification_settings.settings[input.kind].in_app) return null;
    const record: NotificationRecord = {
      id: this.uuid(),
      kind: input.kind,
      title: input.title,
      message: input.message,
      timestamp: toIso(input.at ?? this.now()),
      is_read: input.is_read ?? false,
      is_important: input.is_important ?? false,
      link: input.link,
      user_id: userId,
    };
    this.notifications.push(record);
    return stripUser(record);
  }

  /** The user's notifications, newest first. */
  notificationsOf(userId: string): NotificationRecord[] {
    return this.notifications
      .filter((notification) => notification.user_id === userId)
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  }

  // -------------------------------------------------------------------------------- companies

  /** Whether the company appears in Browse Companies (imported, or its business made it public). */
  isListed(company: CompanyRecord): boolean {
    if (this.deletedCompanies.has(company.id)) return false;
    if (company.owner_id === null) return true;
    return this.accounts.get(company.owner_id)?.privacy.profile_visibility === 'public';
  }

  /** Published postings of the company. */
  openJobsCount(companyId: string): number {
    let count = 0;
    for (const posting of this.postings.values()) {
      if (posting.company_id === companyId && posting.status === 'published') count += 1;
    }
    return count;
  }

  toCompany(company: CompanyRecord): Schemas['Company'] {
    const { owner_id: _owner, ...wire } = company;
    return {
      ...wire,
      technologies: [...wire.technologies],
      open_jobs_count: this.openJobsCount(company.id),
    };
  }

  toCompanySummary(companyId: string): Schemas['CompanySummary'] {
    const company = this.companies.get(companyId);
    return {
      id: companyId,
      name: company?.name ?? 'Unknown company',
      logo_thumb_url: company?.logo_thumb_url ?? null,
    };
  }

  toJobCompany(companyId: string): Schemas['JobCompany'] {
    const company = this.companies.get(companyId);
    return {
      ...this.toCompanySummary(companyId),
      slug: company?.slug ?? 'unknown-company',
      website: company?.website ?? null,
      industry: company?.industry ?? null,
      location: company?.location ?? null,
      company_size: company?.company_size ?? null,
      remote_policy: company?.remote_policy ?? null,
      open_jobs_count: this.openJobsCount(companyId),
    };
  }

  // -------------------------------------------------------------------------------- postings, jobs

  /** Postings customers can see: published or closed (never drafts). */
  isVisibleJob(posting: PostingRecord | undefined): posting is PostingRecord {
    return posting !== undefined && posting.status !== 'draft';
  }

  applicationsCount(postingId: string): number {
    let count = 0;
    for (const application of this.applications.values())
      if (application.posting_id === postingId) count += 1;
    return count;
  }

  toPosting(posting: PostingRecord): Schemas['Posting'] {
    const { company_id, ...wire } = posting;
    return {
      ...wire,
      skills: [...wire.skills],
      company: this.toCompanySummary(company_id),
      applications_count: this.applicationsCount(posting.id),
    };
  }

  /** The viewer's application to the posting, if any. */
  applicationOf(userId: string | null, postingId: string): ApplicationRecord | undefined {
    if (userId === null) return undefined;
    for (const application of this.applications.values()) {
      if (application.user_id === userId && application.posting_id === postingId)
        return application;
    }
    return undefined;
  }

  isBookmarked(userId: string | null, jobId: string): boolean {
    return (
      userId !== null &&
      this.bookmarks.some((bookmark) => bookmark.user_id === userId && bookmark.job_id === jobId)
    );
  }

  /** A job as cards show it, from the point of view of customer `viewerId` (null: nobody). */
  toJobSummary(posting: PostingRecord, viewerId: string | null): Schemas['JobSummary'] {
    return {
      id: posting.id,
      title: posting.title,
      company: this.toCompanySummary(posting.company_id),
      location: posting.location,
      workplace_type: posting.workplace_type,
      employment_type: posting.employment_type,
      experience_level: posting.experience_level,
      salary_min: posting.salary_min,
      salary_max: posting.salary_max,
      salary_currency: posting.salary_currency,
      salary_period: posting.salary_period,
      skills: [...posting.skills],
      excerpt: excerptOf(posting.description),
      published_at: posting.published_at ?? posting.created_at,
      is_closed: posting.status === 'closed',
      is_bookmarked: this.isBookmarked(viewerId, posting.id),
      application_id: this.applicationOf(viewerId, posting.id)?.id ?? null,
    };
  }

  /** A job on its detail page, from the point of view of customer `viewerId`. */
  toJob(posting: PostingRecord, viewerId: string | null): Schemas['Job'] {
    return {
      title: posting.title,
      description: posting.description,
      location: posting.location,
      workplace_type: posting.workplace_type,
      employment_type: posting.employment_type,
      experience_level: posting.experience_level,
      salary_min: posting.salary_min,
      salary_max: posting.salary_max,
      salary_currency: posting.salary_currency,
      salary_period: posting.salary_period,
      skills: [...posting.skills],
      id: posting.id,
      company: this.toJobCompany(posting.company_id),
      source_url: posting.source_url,
      published_at: posting.published_at ?? posting.created_at,
      closed_at: posting.closed_at,
      is_closed: posting.status === 'closed',
      is_bookmarked: this.isBookmarked(viewerId, posting.id),
      application_id: this.applicationOf(viewerId, posting.id)?.id ?? null,
      listing: posting.source_url ? this.listingOf(posting, viewerId) : null,
    };
  }

  /**
   * What the list of an imported job (one with a `source_url`) states: canned facts (the mock
   * keeps no term or sponsorship of its own), its places, and the viewer's tracker.
   */
  listingOf(posting: PostingRecord, viewerId: string | null): Schemas['ImportedListing'] {
    const internship = posting.employment_type === 'internship';
    return {
      source_name: internship
        ? 'SimplifyJobs/Summer2025-Internships'
        : 'SimplifyJobs/New-Grad-Positions',
      source_list_url: internship
        ? 'https://github.com/SimplifyJobs/Summer2025-Internships'
        : 'https://github.com/SimplifyJobs/New-Grad-Positions',
      updated_at: posting.updated_at,
      locations: (posting.location ?? '').split('; ').filter(Boolean),
      terms: internship ? ['Summer 2025'] : [],
      sponsorship: 'Offers Sponsorship',
      tracked_application_id: this.trackedOf(viewerId, posting.id)?.id ?? null,
    };
  }

  /** The tracker of `jobId` kept by customer `userId`, if any. */
  trackedOf(userId: string | null, jobId: string) {
    for (const record of this.tracked.values())
      if (record.user_id === userId && record.job_id === jobId) return record;
    return undefined;
  }

  /** The contract's `TrackedApplication` of a tracker (events sorted by date, then as added). */
  toTracked(
    record: Omit<Schemas['TrackedApplication'], 'job' | 'status'> & {
      user_id: string;
      job_id: string;
    },
  ): Schemas['TrackedApplication'] {
    const events = [...record.events].sort((a, b) => a.date.localeCompare(b.date));
    const posting = this.postings.get(record.job_id)!;
    return {
      id: record.id,
      job: this.toJobSummary(posting, record.user_id),
      status: events.at(-1)!.status,
      note: record.note,
      events,
      created_at: record.created_at,
      updated_at: record.updated_at,
    };
  }

  /** Counts a customer's view of a job once per day. */
  countView(userId: string, posting: PostingRecord): void {
    const key = `${userId}:${posting.id}:${toIso(this.now()).slice(0, 10)}`;
    if (this.views.has(key)) return;
    this.views.add(key);
    posting.views_count += 1;
  }

  /**
   * Closes a published posting: every open application gets `closed_at` and `closed_reason`, and
   * its applicant a `posting_closed` notification. Answers how many applicants were told.
   */
  closePosting(posting: PostingRecord, reason: 'posting_closed' | 'company_removed'): number {
    const now = this.now();
    posting.status = 'closed';
    posting.closed_at = toIso(now);
    posting.updated_at = toIso(now);
    const company = this.toCompanySummary(posting.company_id).name;
    let notified = 0;
    for (const application of this.applications.values()) {
      if (application.posting_id !== posting.id) continue;
      if (isFinalStatus(application.status) || application.closed_at !== null) continue;
      application.closed_at = toIso(now);
      application.closed_reason = reason;
      application.updated_at = toIso(now);
      notified += 1;
      this.notify(application.user_id, {
        kind: 'posting_closed',
        title: 'A job you applied to was closed',
        message: `${company} closed the posting ${posting.title}. Your application is closed.`,
        link: `/c/applications/${application.id}`,
      });
    }
    return notified;
  }

  // -------------------------------------------------------------------------------- applications

  /** The customer behind an application, as far as their privacy settings allow. */
  toApplicant(userId: string): Schemas['Applicant'] {
    const account = this.accounts.get(userId);
    if (!account) {
      return {
        id: userId,
        first_name: 'Deleted',
        last_name: 'user',
        email: null,
        headline: null,
        location: null,
        avatar_thumb_url: null,
      };
    }
    const hidden = account.privacy.profile_visibility === 'hidden';
    return {
      id: userId,
      first_name: account.user.first_name ?? '',
      last_name: account.user.last_name ?? '',
      email: !hidden && account.privacy.show_email_to_employers ? account.user.email : null,
      headline: hidden ? null : (account.profile?.headline ?? null),
      location:
        !hidden && account.privacy.show_location_to_employers
          ? (account.profile?.location ?? null)
          : null,
      avatar_thumb_url:
        !hidden && account.privacy.show_photo_to_employers ? account.user.avatar_thumb_url : null,
    };
  }

  private applicationBase(application: ApplicationRecord): Schemas['ApplicationBase'] {
    const { user_id: _user, posting_id: _posting, ...base } = application;
    return {
      ...base,
      resume: base.resume === null ? null : { ...base.resume },
      timeline: base.timeline.map((entry) => ({ ...entry })),
    };
  }

  toCustomerApplication(application: ApplicationRecord): Schemas['CustomerApplication'] {
    const posting = this.postings.get(application.posting_id);
    if (!posting) throw new Error(`Application ${application.id} points to a missing posting.`);
    return {
      ...this.applicationBase(application),
      job: this.toJobSummary(posting, application.user_id),
    };
  }

  toBusinessApplication(application: ApplicationRecord): Schemas['BusinessApplication'] {
    const posting = this.postings.get(application.posting_id);
    return {
      ...this.applicationBase(application),
      applicant: this.toApplicant(application.user_id),
      posting: { id: application.posting_id, title: posting?.title ?? 'Deleted posting' },
    };
  }

  /** The business account that owns the posting's company, if any. */
  ownerOfPosting(posting: PostingRecord): AccountRecord | undefined {
    const ownerId = this.companies.get(posting.company_id)?.owner_id;
    return ownerId ? this.accounts.get(ownerId) : undefined;
  }

  /** Submits an application (the caller checked the rules) and tells the business. */
  createApplication(input: {
    userId: string;
    posting: PostingRecord;
    cover_letter: string | null;
    resume: Schemas['ApplicationResume'] | null;
  }): ApplicationRecord {
    const now = toIso(this.now());
    const application: ApplicationRecord = {
      id: this.uuid(),
      status: 'submitted',
      cover_letter: input.cover_letter,
      resume: input.resume,
      created_at: now,
      updated_at: now,
      closed_at: null,
      closed_reason: null,
      timeline: [{ status: 'submitted', note: null, created_at: now }],
      user_id: input.userId,
      posting_id: input.posting.id,
    };
    this.applications.set(application.id, application);
    const owner = this.ownerOfPosting(input.posting);
    const applicant = this.accounts.get(input.userId)?.user;
    if (owner) {
      this.notify(owner.user.id, {
        kind: 'application_received',
        title: 'New application',
        message:
          `${applicant?.first_name ?? 'Someone'} ${applicant?.last_name ?? ''} applied to ${input.posting.title}.`.replace(
            /\s+/g,
            ' ',
          ),
        link: `/b/applications/${application.id}`,
      });
    }
    return application;
  }

  /** Moves an application to `status` with an optional note, and tells the applicant. */
  changeApplicationStatus(
    application: ApplicationRecord,
    status: Schemas['ApplicationStatus'],
    note: string | null,
  ): void {
    const now = toIso(this.now());
    application.status = status;
    application.updated_at = now;
    application.timeline.push({ status, note, created_at: now });
    const posting = this.postings.get(application.posting_id);
    const company = posting ? this.toCompanySummary(posting.company_id).name : 'The company';
    this.notify(application.user_id, {
      kind: 'application_status_changed',
      title: 'Application update',
      message:
        `${company} moved your application for ${posting?.title ?? 'a job'} to ${statusLabel(status)}.${note ? ` “${note}”` : ''}`.slice(
          0,
          1000,
        ),
      link: `/c/applications/${application.id}`,
      is_important: status === 'interviewing' || status === 'offered' || status === 'hired',
    });
  }

  /** Withdraws an application for its customer, and tells the business. */
  withdrawApplication(application: ApplicationRecord): void {
    const now = toIso(this.now());
    application.status = 'withdrawn';
    application.updated_at = now;
    application.timeline.push({ status: 'withdrawn', note: null, created_at: now });
    const posting = this.postings.get(application.posting_id);
    const owner = posting ? this.ownerOfPosting(posting) : undefined;
    const applicant = this.accounts.get(application.user_id)?.user;
    if (owner && posting) {
      this.notify(owner.user.id, {
        kind: 'application_status_changed',
        title: 'Application withdrawn',
        message:
          `${applicant?.first_name ?? 'An applicant'} ${applicant?.last_name ?? ''} withdrew their application for ${posting.title}.`.replace(
            /\s+/g,
            ' ',
          ),
        link: `/b/applications/${application.id}`,
      });
    }
  }

  // -------------------------------------------------------------------------------- verification

  /** Creates a verification link for `email` of `userId`, valid 24 hours; answers its token. */
  createVerification(userId: string, email: string): VerificationRecord {
    const record: VerificationRecord = {
      token: this.faker.string.alphanumeric(64),
      user_id: userId,
      email,
      expires_at: this.now() + VERIFICATION_LIFETIME_MS,
    };
    this.verifications.set(record.token, record);
    return record;
  }

  /** The newest verification link of `userId` (tests read it as if from the mailbox). */
  latestVerification(userId: string): VerificationRecord | undefined {
    return [...this.verifications.values()].filter((record) => record.user_id === userId).pop();
  }
}

function stripUser(record: NotificationRecord): Schemas['Notification'] {
  const { user_id: _user, ...notification } = record;
  return notification;
}

/** Creates a store with seeded data (`seed` @default 1). */
export function createMockStore(options: number | MockStoreOptions = {}): MockStore {
  return new MockStore(typeof options === 'number' ? { seed: options } : options);
}

// ------------------------------------------------------------------------------------------------
// Seed data
// ------------------------------------------------------------------------------------------------

interface SeedApplication {
  job: string;
  status: Schemas['ApplicationStatus'];
  /** Hours before "now" of the last status change. */
  hours_ago: number;
  cover_letter: string | null;
}

const DEMO_CUSTOMER_APPLICATIONS: readonly SeedApplication[] = [
  {
    job: 'lumen-frontend',
    status: 'interviewing',
    hours_ago: 2,
    cover_letter:
      'Hi Lumen team — I have spent four years building accessible React interfaces for health ' +
      'providers, most recently a scheduling flow that cut missed appointments by 18%. I would love ' +
      'to help rebuild the patient app.',
  },
  {
    job: 'fieldnote-devrel',
    status: 'offered',
    hours_ago: 27,
    cover_letter:
      'I write about TypeScript tooling every week and would love to do it for Fieldnote developers.',
  },
  {
    job: 'nw-frontend',
    status: 'submitted',
    hours_ago: 50,
    cover_letter:
      'A live map of 500 robots is exactly the kind of dense, real-time interface I enjoy making ' +
      'readable and keyboard-friendly.',
  },
  { job: 'fieldnote-fullstack', status: 'reviewing', hours_ago: 75, cover_letter: null },
  {
    job: 'cobalt-go',
    status: 'rejected',
    hours_ago: 130,
    cover_letter:
      'I am moving towards back-end work and your payments engine is a great place to learn.',
  },
  { job: 'quill-rails', status: 'withdrawn', hours_ago: 200, cover_letter: null },
];

/** Applications of generated customers to the demo business's postings: [job, statuses]. */
const DEMO_BUSINESS_APPLICATIONS: ReadonlyArray<[string, Schemas['ApplicationStatus'][]]> = [
  ['nw-robotics-sw', ['submitted', 'submitted', 'reviewing', 'interviewing', 'rejected']],
  ['nw-frontend', ['submitted', 'reviewing', 'offered']],
  ['nw-firmware', ['submitted', 'interviewing', 'hired']],
  ['nw-field-tech', ['reviewing', 'withdrawn']],
  ['nw-perception', ['interviewing', 'reviewing', 'rejected', 'submitted']],
];

const DEMO_BOOKMARKS: readonly string[] = [
  'cobalt-security',
  'tide-imported',
  'lumen-frontend',
  'nw-perception',
  'verdant-ml',
];

function seedStore(store: MockStore, now: number): void {
  const faker = store.faker;
  const verify = (userId: string, token: string, email: string, expires_at: number): void => {
    store.verifications.set(token, { token, user_id: userId, email, expires_at });
  };

  // Companies (the demo business writes Northwind Robotics).
  const companyIds: Record<string, string> = {};
  for (const entry of catalogCompanies) {
    const logo = entry.has_logo ? store.newImage() : null;
    const company: CompanyRecord = {
      id: store.uuid(),
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
      owner_id: null,
    };
    store.companies.set(company.id, company);
    companyIds[entry.key] = company.id;
  }
  const demoCompanyId = companyIds[DEMO_COMPANY_KEY] ?? '';
  const demoCompany = store.companies.get(demoCompanyId);

  // The demo business.
  const businessId = store.uuid();
  store.accounts.set(businessId, {
    user: {
      id: businessId,
      role: 'business',
      first_name: null,
      last_name: null,
      business_name: demoCompany?.name ?? 'Northwind Robotics',
      email: demoAccounts.business.email,
      email_verified: true,
      avatar_url: null,
      avatar_thumb_url: null,
      logo_url: demoCompany?.logo_url ?? null,
      logo_thumb_url: demoCompany?.logo_thumb_url ?? null,
      created_at: toIso(now - 240 * DAY_MS),
    },
    password: DEMO_PASSWORD,
    profile: null,
    company_id: demoCompanyId,
    privacy: { profile_visibility: 'public' },
    notification_settings: makeNotificationSettings(),
    pending_email: null,
  });
  if (demoCompany) demoCompany.owner_id = businessId;

  // The demo customer.
  const customerId = store.uuid();
  const avatar = store.newImage();
  store.accounts.set(customerId, {
    user: {
      id: customerId,
      role: 'customer',
      first_name: 'Maya',
      last_name: 'Okafor',
      business_name: null,
      email: demoAccounts.customer.email,
      email_verified: true,
      avatar_url: avatar.url,
      avatar_thumb_url: avatar.thumb_url,
      logo_url: null,
      logo_thumb_url: null,
      created_at: toIso(now - 68 * DAY_MS),
    },
    password: DEMO_PASSWORD,
    profile: {
      headline: 'Frontend engineer — accessible design systems',
      location: 'Denver, CO',
      bio:
        'Six years building web interfaces in React and TypeScript, the last four for health-care ' +
        'providers. I care about accessibility, performance and the people who use what I ship.',
      resume: {
        filename: 'maya-okafor-resume.pdf',
        size_bytes: 184_320,
        uploaded_at: toIso(now - 19 * DAY_MS),
      },
    },
    company_id: null,
    privacy: {
      profile_visibility: 'applied_only',
      show_email_to_employers: false,
      show_location_to_employers: false,
      show_photo_to_employers: false,
    },
    notification_settings: makeNotificationSettings(),
    pending_email: null,
  });
  store.demo = { customerId, businessId, companyId: demoCompanyId, jobs: {} };

  // Other job seekers.
  const seekers: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const id = store.uuid();
    const first_name = faker.person.firstName();
    const last_name = faker.person.lastName();
    const image = index % 4 === 2 ? null : store.newImage();
    store.accounts.set(id, {
      user: {
        id,
        role: 'customer',
        first_name,
        last_name,
        business_name: null,
        email: faker.internet
          .email({ firstName: first_name, lastName: last_name, provider: 'example.com' })
          .toLowerCase(),
        email_verified: index % 6 !== 5,
        avatar_url: image?.url ?? null,
        avatar_thumb_url: image?.thumb_url ?? null,
        logo_url: null,
        logo_thumb_url: null,
        created_at: toIso(faker.date.recent({ days: 200, refDate: now - 60 * DAY_MS }).getTime()),
      },
      password: DEMO_PASSWORD,
      profile: {
        headline: catalogHeadlines[index % catalogHeadlines.length] ?? null,
        location: `${faker.location.city()}, ${faker.location.state({ abbreviated: true })}`,
        bio: null,
        resume: {
          filename: `${first_name}-${last_name}-resume.pdf`
            .toLowerCase()
            .replace(/[^a-z0-9.-]/g, '-'),
          size_bytes: faker.number.int({ min: 60_000, max: 900_000 }),
          uploaded_at: toIso(now - faker.number.int({ min: 20, max: 90 }) * DAY_MS),
        },
      },
      company_id: null,
      privacy: {
        profile_visibility:
          index % 5 === 3 ? 'hidden' : index % 3 === 0 ? 'public' : 'applied_only',
        show_email_to_employers: index % 4 !== 1,
        show_location_to_employers: index % 7 !== 4,
        show_photo_to_employers: index % 2 === 0,
      },
      notification_settings: makeNotificationSettings(),
      pending_email: null,
    });
    seekers.push(id);
  }

  // Postings.
  for (const job of catalogJobs) {
    const companyId = companyIds[job.company] ?? demoCompanyId;
    const companyName = store.companies.get(companyId)?.name ?? '';
    const minutes = faker.number.int({ min: 0, max: 8 * 60 });
    const published =
      job.status === 'draft' ? null : now - job.days_ago * DAY_MS - minutes * MINUTE_MS;
    const created =
      (published ?? now - job.days_ago * DAY_MS - minutes * MINUTE_MS) -
      faker.number.int({ min: 2, max: 50 }) * 60 * MINUTE_MS;
    const closed =
      job.closed_days_ago === undefined
        ? null
        : now - job.closed_days_ago * DAY_MS - minutes * MINUTE_MS;
    const id = store.uuid();
    store.postings.set(id, {
      id,
      title: job.title,
      description: describeCatalogJob(job, companyName),
      location: job.location,
      workplace_type: job.workplace_type,
      employment_type: job.employment_type,
      experience_level: job.experience_level,
      salary_min: job.pay?.[0] ?? null,
      salary_max: job.pay?.[1] ?? null,
      salary_currency: job.pay ? 'USD' : null,
      salary_period: job.pay ? (job.period ?? 'year') : null,
      skills: [...job.skills],
      status: job.status,
      company_id: companyId,
      source_url: job.source_url ?? null,
      views_count: job.views,
      created_at: toIso(created),
      updated_at: toIso(closed ?? published ?? created),
      published_at: published === null ? null : toIso(published),
      closed_at: closed === null ? null : toIso(closed),
    });
    store.demo.jobs[job.key] = id;
  }
  const postingOf = (key: string): PostingRecord | undefined =>
    store.postings.get(store.demo.jobs[key] ?? '');

  // The demo customer tracks an imported job they applied to on the company's site.
  const imported = postingOf('tide-imported');
  if (imported) {
    const day = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
    const trackedId = store.uuid();
    store.tracked.set(trackedId, {
      id: trackedId,
      user_id: customerId,
      job_id: imported.id,
      note: 'Applied through their careers page; recruiter is Dana.',
      events: [
        { id: store.uuid(), status: 'applied', date: day(4), note: null },
        {
          id: store.uuid(),
          status: 'interviewing',
          date: day(1),
          note: 'Phone screen, 30 minutes.',
        },
      ],
      created_at: toIso(now - 4 * DAY_MS),
      updated_at: toIso(now - DAY_MS),
    });
  }

  // The demo customer's applications, bookmarks and notifications.
  const customerNotifications: NotificationInit[] = [];
  for (const seed of DEMO_CUSTOMER_APPLICATIONS) {
    const posting = postingOf(seed.job);
    if (!posting) continue;
    const company = store.toCompanySummary(posting.company_id).name;
    const end = now - seed.hours_ago * 60 * MINUTE_MS;
    const timeline = makeTimeline(seed.status, end, { faker });
    const application = addApplication(
      store,
      customerId,
      posting,
      seed.status,
      timeline,
      seed.cover_letter,
      {
        filename: 'maya-okafor-resume.pdf',
        size_bytes: 184_320,
      },
    );
    for (const entry of timeline) {
      const at = Date.parse(entry.created_at);
      if (entry.status === 'submitted') {
        customerNotifications.push({
          kind: 'system',
          title: 'Application sent',
          message: `Your application for ${posting.title} at ${company} was sent.`,
          link: `/c/applications/${application.id}`,
          at,
        });
      } else if (entry.status !== 'withdrawn') {
        customerNotifications.push({
          kind: 'application_status_changed',
          title: 'Application update',
          message: `${company} moved your application for ${posting.title} to ${statusLabel(entry.status)}.`,
          link: `/c/applications/${application.id}`,
          at,
          is_important: entry.status === 'interviewing' || entry.status === 'offered',
        });
      }
    }
  }
  customerNotifications.push(
    {
      kind: 'message',
      title: 'Message from Lumen Health',
      message:
        'Hi Maya, could you share two times that suit you next week for a 45-minute call with our design lead?',
      link: null,
      at: now - 40 * MINUTE_MS,
      is_important: true,
    },
    {
      kind: 'system',
      title: 'New jobs for you',
      message: '6 new frontend jobs were posted this week that match your profile.',
      link: '/c/jobs',
      at: now - 30 * 60 * MINUTE_MS,
    },
    {
      kind: 'system',
      title: 'Welcome',
      message: 'Welcome to the marketplace! Complete your profile so employers know who you are.',
      link: '/c/settings/profile',
      at: now - 68 * DAY_MS,
    },
  );
  addNotifications(store, customerId, customerNotifications, now);

  DEMO_BOOKMARKS.forEach((key, index) => {
    const posting = postingOf(key);
    if (posting)
      store.bookmarks.push({
        user_id: customerId,
        job_id: posting.id,
        created_at: now - (index + 1) * 9 * 60 * MINUTE_MS,
      });
  });

  // Applications of other job seekers to the demo business's postings.
  const businessNotifications: NotificationInit[] = [];
  let seeker = 0;
  for (const [key, statuses] of DEMO_BUSINESS_APPLICATIONS) {
    const posting = postingOf(key);
    if (!posting) continue;
    for (const status of statuses) {
      const userId = seekers[seeker % seekers.length] ?? customerId;
      seeker += 1;
      const account = store.accounts.get(userId);
      const closedPosting =
        posting.status === 'closed' ? Date.parse(posting.closed_at ?? toIso(now)) : null;
      const end =
        (closedPosting ?? now) - faker.number.int({ min: 1, max: 9 * 24 }) * 60 * MINUTE_MS;
      const timeline = makeTimeline(status, end, { faker });
      const application = addApplication(
        store,
        userId,
        posting,
        status,
        timeline,
        faker.helpers.arrayElement([...catalogCoverLetters, null]),
        account?.profile?.resume
          ? {
              filename: account.profile.resume.filename,
              size_bytes: account.profile.resume.size_bytes,
            }
          : null,
      );
      if (closedPosting !== null && !isFinalStatus(status)) {
        application.closed_at = posting.closed_at;
        application.closed_reason = 'posting_closed';
        application.updated_at = posting.closed_at ?? application.updated_at;
      }
      const submitted = timeline[0];
      if (submitted) {
        businessNotifications.push({
          kind: 'application_received',
          title: 'New application',
          message:
            `${account?.user.first_name ?? ''} ${account?.user.last_name ?? ''} applied to ${posting.title}.`.trim(),
          link: `/b/applications/${application.id}`,
          at: Date.parse(submitted.created_at),
        });
      }
      if (status === 'withdrawn') {
        businessNotifications.push({
          kind: 'application_status_changed',
          title: 'Application withdrawn',
          message:
            `${account?.user.first_name ?? ''} ${account?.user.last_name ?? ''} withdrew their application for ${posting.title}.`.trim(),
          link: `/b/applications/${application.id}`,
          at: end,
        });
      }
    }
  }
  // The demo customer's application to Northwind reached the business too.
  for (const application of store.applications.values()) {
    const posting = store.postings.get(application.posting_id);
    if (application.user_id === customerId && posting?.company_id === demoCompanyId) {
      businessNotifications.push({
        kind: 'application_received',
        title: 'New application',
        message: `Maya Okafor applied to ${posting.title}.`,
        link: `/b/applications/${application.id}`,
        at: Date.parse(application.created_at),
      });
    }
  }
  businessNotifications.push({
    kind: 'system',
    title: 'Welcome',
    message:
      'Welcome to the marketplace! Complete your company profile so job seekers know who you are.',
    link: '/b/settings/profile',
    at: now - 240 * DAY_MS,
  });
  addNotifications(store, businessId, businessNotifications, now);

  // Sessions: the demo tokens ("remember me", so stories never time out) and one more device each.
  store.issueToken(customerId, {
    token: demoAccounts.customer.token,
    remember: true,
    device: 'Chrome 131 on macOS',
    ip_address: '203.0.113.24',
    at: now - 3 * DAY_MS,
  }).last_used_at = now;
  store.issueToken(customerId, {
    remember: true,
    device: 'Safari on iPhone',
    ip_address: '198.51.100.7',
    at: now - 17 * DAY_MS,
  }).last_used_at = now - 2 * DAY_MS;
  store.issueToken(businessId, {
    token: demoAccounts.business.token,
    remember: true,
    device: 'Firefox 133 on Windows',
    ip_address: '203.0.113.80',
    at: now - 5 * DAY_MS,
  }).last_used_at = now;
  store.issueToken(businessId, {
    remember: true,
    device: 'Chrome 131 on macOS',
    ip_address: '198.51.100.42',
    at: now - 11 * DAY_MS,
  }).last_used_at = now - 26 * 60 * MINUTE_MS;

  // Verification links for the verify-email screen's stories.
  verify(
    customerId,
    DEMO_VERIFICATION_TOKEN,
    demoAccounts.customer.email,
    now + VERIFICATION_LIFETIME_MS,
  );
  verify(customerId, EXPIRED_VERIFICATION_TOKEN, demoAccounts.customer.email, now - DAY_MS);
}

interface NotificationInit {
  kind: Schemas['NotificationKind'];
  title: string;
  message: string;
  link: string | null;
  at: number;
  is_important?: boolean;
}

/** Adds seeded notifications: those of the last 2 days unread, older ones read. */
function addNotifications(
  store: MockStore,
  userId: string,
  items: NotificationInit[],
  now: number,
): void {
  for (const item of items) {
    store.notify(userId, { ...item, is_read: item.at < now - 2 * DAY_MS });
  }
}

function addApplication(
  store: MockStore,
  userId: string,
  posting: PostingRecord,
  status: Schemas['ApplicationStatus'],
  timeline: Schemas['TimelineEntry'][],
  cover_letter: string | null,
  resume: Schemas['ApplicationResume'] | null,
): ApplicationRecord {
  const first = timeline[0]?.created_at ?? toIso(store.now());
  const application: ApplicationRecord = {
    id: store.uuid(),
    status,
    cover_letter,
    resume,
    created_at: first,
    updated_at: timeline[timeline.length - 1]?.created_at ?? first,
    closed_at: null,
    closed_reason: null,
    timeline: timeline.map((entry) => ({ ...entry, note: entry.note ?? noteFor(entry.status) })),
    user_id: userId,
    posting_id: posting.id,
  };
  store.applications.set(application.id, application);
  return application;
}

// Created last: seeding reads the constants above.
/** The store the default `handlers` work on. */
export const defaultMockStore: MockStore = createMockStore();

/** Puts the seeded data of the default store back (e.g. between stories or tests). */
export function resetMockStore(options: Omit<MockStoreOptions, 'clock'> = {}): void {
  defaultMockStore.reset(options);
  resetSavedSearches(defaultMockStore);
}
