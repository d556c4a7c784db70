/**
 * The contract's rules that the server, the web app, the state machines and the mock API share,
 * written once: which application statuses are final and why an application may not move, what a
 * posting needs before it is published, what a password must contain, and the limits of
 * sessions, texts, lists and files. The enum value arrays themselves are generated from
 * openapi/openapi.yaml (`@hireloop/api/schema`, `…Values`); the limits that the contract also
 * states (`maxLength`, `maximum`) are checked against it by rules.test.ts.
 *
 * Messages are the server's English API messages (`message` and field errors of a 422); the web
 * app words the same rules through its catalogue, keyed by the codes below.
 */
import type { components } from './generated/schema.ts';

type ApplicationStatus = components['schemas']['ApplicationStatus'];
type TrackedStatus = components['schemas']['TrackedStatus'];

/**
 * True when `value` is one of `values` (a generated enum array such as `workplaceTypeValues`),
 * narrowing its type; false for anything else, null and undefined included.
 */
export function isOneOf<T extends string | number>(
  values: readonly T[],
  value: unknown,
): value is T {
  return (values as readonly unknown[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Limits (requirement R-LIMITS in docs/requirements.md)
// ---------------------------------------------------------------------------------------------

/** Limits of sessions, texts, lists and uploads; units in each name. */
export const LIMITS = {
  /** A session without "remember me" ends after this much inactivity (15 minutes). */
  inactivityMs: 15 * 60 * 1000,
  /** Shortest password, in code points. */
  passwordMinLength: 8,
  /** Longest password (characters), as the contract's `maxLength`. */
  passwordMaxLength: 128,
  /** Longest e-mail address (characters, RFC 5321), as the contract's `maxLength`. */
  emailMaxLength: 254,
  /** Largest avatar or logo (2 MiB). */
  imageMaxBytes: 2 * 1024 * 1024,
  /** Largest resume PDF (5 MiB). */
  resumeMaxBytes: 5 * 1024 * 1024,
  /** Longest cover letter of an application (characters). */
  coverLetterMaxLength: 10_000,
  /** Longest posting title (characters). */
  postingTitleMaxLength: 200,
  /** Longest posting description, Markdown (characters). */
  postingDescriptionMaxLength: 20_000,
  /** Longest posting location (characters). */
  postingLocationMaxLength: 1_000,
  /** Highest pay amount of a posting or a pay filter (whole currency units). */
  salaryMaxAmount: 1_000_000_000,
  /** Most skills on a posting. */
  postingSkillsMaxCount: 30,
  /** Longest skill (characters). */
  skillMaxLength: 50,
  /** Longest search text (keywords, location, company name; characters). */
  searchTextMaxLength: 200,
  /** Highest page number of a list. */
  maxPage: 10_000,
} as const;

/** Removes control characters (a line break becomes a space) and collapses runs of spaces. */
export function singleLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return text.replace(/[\s\u0000-\u001F\u007F]+/g, ' ').trim();
}

/**
 * The `message` of a 422: the first field message, with "(and N more errors)" when there are
 * several (`The title field is required. (and 2 more errors)`); a generic sentence for none.
 */
export function validationSummary(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const rest = all.length - 1;
  return rest > 0 ? `${first} (and ${rest} more error${rest === 1 ? '' : 's'})` : first;
}

/**
 * The server's messages for the answers every call can give (401, 403, 404, 419, 429, 500), as the
 * `message` of the error body. The mocks answer with the same texts.
 */
export const HTTP_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  csrfMismatch: 'CSRF token mismatch.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  serverError: 'Server Error',
  /** A 429 of the sign-in and registration calls, naming the wait in whole seconds. */
  retryIn: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
} as const;

/**
 * What each kind of upload accepts, as a file input's `accept` list: MIME types, and an
 * extension for a file the browser gives no type. The server checks the content it detects
 * against the MIME types (an avatar or logo: JPEG, PNG, WebP, GIF or AVIF; a resume: PDF).
 */
export const UPLOAD_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  resume: ['application/pdf', '.pdf'],
} as const;

// ---------------------------------------------------------------------------------------------
// Passwords (requirement R-AUTH-PASSWORD)
// ---------------------------------------------------------------------------------------------

/** The password rules, in the order they are shown and reported. */
export const PASSWORD_RULES = [
  {
    id: 'minLength',
    message: `Must be at least ${LIMITS.passwordMinLength} characters`,
    test: (password: string) => [...password].length >= LIMITS.passwordMinLength,
  },
  {
    id: 'uppercase',
    message: 'Must contain uppercase letter',
    test: (password: string) => /\p{Lu}/u.test(password),
  },
  {
    id: 'lowercase',
    message: 'Must contain lowercase letter',
    test: (password: string) => /\p{Ll}/u.test(password),
  },
  {
    id: 'number',
    message: 'Must contain number',
    test: (password: string) => /\p{Nd}/u.test(password),
  },
  {
    id: 'special',
    message: 'Must contain special character',
    test: (password: string) => /[^\p{L}\p{N}]/u.test(password),
  },
] as const;

/**
 * The messages of the password rules `password` breaks, in rule order; empty when it is
 * acceptable. Letters and digits are Unicode-aware; the length counts code points.
 */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** Lifetime of a password reset link (issue 35): refused from this age on. @default 60 min, in ms */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The server's messages of the password reset calls (issue 35); the mocks answer the same. */
export const PASSWORD_RESET_MESSAGES = {
  /** The answer of `forgotPassword`, whatever the address. */
  linkSent:
    'If an account uses this e-mail address, we sent it a link to reset the password. The link is valid for 60 minutes.',
  /** 422 on `token`: the link is unknown, used, replaced by a newer one or expired. */
  linkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  /** The answer of a successful `resetPassword`. */
  done: 'Your password was changed. Sign in with your new password.',
} as const;

// ---------------------------------------------------------------------------------------------
// Application statuses (requirement R-APPLY-STATUS)
// ---------------------------------------------------------------------------------------------

/** Statuses after which an application never moves again. */
export const FINAL_APPLICATION_STATUSES = [
  'hired',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];

/** The pipeline stages in order; rejected and withdrawn leave it. */
export const PIPELINE_STAGES = [
  'submitted',
  'reviewing',
  'interviewing',
  'offered',
  'hired',
] as const satisfies readonly ApplicationStatus[];

/**
 * The pipeline stages still ahead of an application in `status`: none once it is final (hired,
 * rejected, withdrawn), else the stages after its current one (reviewing → interviewing,
 * offered, hired).
 */
export function upcomingStages(status: ApplicationStatus): ApplicationStatus[] {
  if (isFinalStatus(status)) return [];
  return PIPELINE_STAGES.slice(
    PIPELINE_STAGES.indexOf(status as (typeof PIPELINE_STAGES)[number]) + 1,
  );
}

/** How a status reads inside a sentence ("is already in review"). */
export const APPLICATION_STATUS_WORDS: Record<ApplicationStatus, string> = {
  submitted: 'submitted',
  reviewing: 'in review',
  interviewing: 'interviewing',
  offered: 'offer made',
  hired: 'hired',
  rejected: 'not selected',
  withdrawn: 'withdrawn',
};

/** True when `status` is final: hired, rejected or withdrawn. */
export function isFinalStatus(status: ApplicationStatus): boolean {
  return isOneOf(FINAL_APPLICATION_STATUSES, status);
}

/** What the rules need of an application. */
export interface ApplicationState {
  status: ApplicationStatus;
  /** When it was closed with its posting or its company (any non-null value), else null. */
  closedAt: unknown;
  /** Why it was closed; `company_removed` when the company's account was deleted. */
  closedReason?: string | null;
}

/**
 * True when the application can still move: its status is not final and it was not closed with
 * its posting (`closedAt` null).
 */
export function isOpenApplication(application: ApplicationState): boolean {
  return application.closedAt === null && !isFinalStatus(application.status);
}

/**
 * Why `application` cannot take `action` (a status change by the business, or the customer's
 * withdrawal), as the API's message; null when it can.
 */
export function applicationBlockedReason(
  application: ApplicationState,
  action: 'change status' | 'be withdrawn',
): string | null {
  const { status } = application;
  if (status === 'withdrawn')
    return action === 'be withdrawn'
      ? 'This application was already withdrawn.'
      : 'This application was withdrawn and can no longer change status.';
  if (status === 'hired' || status === 'rejected')
    return `This application is already ${status} and can no longer ${action}.`;
  if (application.closedAt !== null)
    return application.closedReason === 'company_removed'
      ? `This application was closed when the company left and can no longer ${action}.`
      : `This application was closed with its job posting and can no longer ${action}.`;
  return null;
}

/**
 * Why the business may not move `application` to `status` (final, closed, or already there), as
 * the API's message; null when it may. The one rule of a single and a bulk move.
 */
export function applicationMoveRefusal(
  application: ApplicationState,
  status: ApplicationStatus,
): string | null {
  return (
    applicationBlockedReason(application, 'change status') ??
    (application.status === status
      ? `This application is already ${APPLICATION_STATUS_WORDS[status]}.`
      : null)
  );
}

/**
 * The application status that a tracked application's status ("I applied", kept by the customer)
 * counts as on My Applications' status filter (decision 205): applied → submitted (no answer
 * yet), offer → offered, the rest by the same name. No tracked status counts as `reviewing` or
 * `hired`: the customer's timeline has no such step.
 */
export const APPLICATION_STATUS_OF_TRACKED: Record<TrackedStatus, ApplicationStatus> = {
  applied: 'submitted',
  interviewing: 'interviewing',
  offer: 'offered',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

/**
 * The tracked statuses that My Applications' filter on application `status` shows (the inverse of
 * {@link APPLICATION_STATUS_OF_TRACKED}): `['applied']` for submitted, `[]` for reviewing and hired.
 */
export function trackedStatusesFor(status: ApplicationStatus): TrackedStatus[] {
  return (Object.keys(APPLICATION_STATUS_OF_TRACKED) as TrackedStatus[]).filter(
    (tracked) => APPLICATION_STATUS_OF_TRACKED[tracked] === status,
  );
}

// ---------------------------------------------------------------------------------------------
// Publishing a posting (requirement R-POST-PUBLISH)
// ---------------------------------------------------------------------------------------------

/** The pay fields of a posting that publishing requires. */
export interface PublishablePay {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
}

/** A broken publishing rule: `required` (not set) or `notPositive` (a minimum of 0). */
export type PublishProblem = 'required' | 'notPositive';

/** The API's field names of {@link PublishablePay}. */
export const PUBLISH_FIELDS = {
  salaryMin: 'salary_min',
  salaryMax: 'salary_max',
  salaryCurrency: 'salary_currency',
  salaryPeriod: 'salary_period',
} as const satisfies Record<keyof PublishablePay, string>;

/** The 422 `message` when the pay range is incomplete. */
export const PUBLISH_INCOMPLETE_MESSAGE = 'A complete pay range is required to publish.';
/** The field message when the minimum is above the maximum. */
export const SALARY_MIN_ABOVE_MAX_MESSAGE = 'The minimum pay must not be above the maximum pay.';

/** The field message of each pay field that publishing requires and that is not set. */
export const PUBLISH_REQUIRED_MESSAGES: Record<keyof PublishablePay, string> = {
  salaryMin: 'The minimum pay is required to publish.',
  salaryMax: 'The maximum pay is required to publish.',
  salaryCurrency: 'The currency is required to publish.',
  salaryPeriod: 'The pay period is required to publish.',
};
/** The field message of a minimum pay of 0. */
export const SALARY_MIN_NOT_POSITIVE_MESSAGE = 'The minimum pay must be above 0 to publish.';

/**
 * What keeps a posting from being published: a complete pay range (minimum, maximum, currency,
 * period all set) with a minimum above 0. Empty when it may be published; the minimum not above
 * the maximum is a rule of every save (see {@link SALARY_MIN_ABOVE_MAX_MESSAGE}).
 * @param pay the posting's pay fields; an empty currency string counts as not set
 */
export function publishProblems(
  pay: PublishablePay,
): Partial<Record<keyof PublishablePay, PublishProblem>> {
  const problems: Partial<Record<keyof PublishablePay, PublishProblem>> = {};
  if (pay.salaryMin === null) problems.salaryMin = 'required';
  else if (pay.salaryMin <= 0) problems.salaryMin = 'notPositive';
  if (pay.salaryMax === null) problems.salaryMax = 'required';
  if (!pay.salaryCurrency) problems.salaryCurrency = 'required';
  if (pay.salaryPeriod === null) problems.salaryPeriod = 'required';
  return problems;
}

/**
 * {@link publishProblems} as the API's 422 field errors (`{ salary_min: ['…'] }`), or null when
 * the posting may be published.
 */
export function publishFieldErrors(pay: PublishablePay): Record<string, string[]> | null {
  const entries = Object.entries(publishProblems(pay)) as [keyof PublishablePay, PublishProblem][];
  if (entries.length === 0) return null;
  return Object.fromEntries(
    entries.map(([field, problem]) => [
      PUBLISH_FIELDS[field],
      [
        problem === 'notPositive'
          ? SALARY_MIN_NOT_POSITIVE_MESSAGE
          : PUBLISH_REQUIRED_MESSAGES[field],
      ],
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Conversations (issue 28, decision 236)
// ---------------------------------------------------------------------------------------------

/** The rules of an application's conversation; units in each name. */
export const CONVERSATION_LIMITS = {
  /** Longest message (characters), as the contract's `MessageInput.body.maxLength`. */
  messageMaxLength: 5_000,
  /** Writing closes this many days after the application ended (hired, rejected, withdrawn, closed). */
  writeOpenDaysAfterEnd: 30,
  /** Messages one sender may write in {@link CONVERSATION_LIMITS.sendWindowMs}; one more answers 429. */
  sendBurst: 30,
  /** The window of {@link CONVERSATION_LIMITS.sendBurst} (1 minute). */
  sendWindowMs: 60 * 1000,
  /** At most one e-mail per conversation and recipient in this long (15 minutes). */
  emailIntervalMs: 15 * 60 * 1000,
  /** A message is e-mailed only when still unread this long after it was written (1 minute). */
  emailDelayMs: 60 * 1000,
} as const;

/** The API's messages of the conversation rules. */
export const CONVERSATION_MESSAGES = {
  empty: 'Write a message before sending.',
  tooLong: `A message can be at most ${CONVERSATION_LIMITS.messageMaxLength.toLocaleString('en-US')} characters.`,
  controlCharacters: 'A message cannot contain control characters.',
  closed: `This conversation is closed. The application ended more than ${CONVERSATION_LIMITS.writeOpenDaysAfterEnd} days ago.`,
  tooMany: 'You are sending messages too quickly. Please wait a minute.',
} as const;

/* eslint-disable no-control-regex -- refusing control characters is the point */
/** Control characters a message may not contain (tab and line breaks are kept). */
const MESSAGE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/** Why a message's body cannot be sent, as a key of {@link CONVERSATION_MESSAGES}. */
export type MessageProblem = 'empty' | 'tooLong' | 'controlCharacters';

/**
 * What is wrong with a message's `body` before it is sent: empty or only spaces, longer than
 * {@link CONVERSATION_LIMITS.messageMaxLength} characters (code points, as the contract's
 * `maxLength` counts them), or containing NUL or another control
 * character (line breaks and tabs are allowed). Null when it can be sent. The one check of the
 * server (422 on `body`), the mock API and the message box.
 */
export function messageProblem(body: string): MessageProblem | null {
  if (body.trim() === '') return 'empty';
  if ([...body].length > CONVERSATION_LIMITS.messageMaxLength) return 'tooLong';
  if (MESSAGE_CONTROL.test(body)) return 'controlCharacters';
  return null;
}

/**
 * When writing in the conversation of an application closes, as epoch ms: 30 days after it ended
 * (`endedAt`, the time of its final status or of its closing with the posting), or null while it
 * is open (writing never closes).
 */
export function conversationWriteClosesAt(endedAt: Date | null): number | null {
  if (endedAt === null) return null;
  return endedAt.getTime() + CONVERSATION_LIMITS.writeOpenDaysAfterEnd * 24 * 60 * 60 * 1000;
}

/** Interviews (issue 28, decision 237): limits, messages and checks, in their own file. */
export * from './interviews.ts';
export * from './team.ts';

// ---------------------------------------------------------------------------------------------
// Links the server writes into notifications and e-mails, and the web app routes
// ---------------------------------------------------------------------------------------------

/**
 * The web app's addresses that notifications and e-mails link to, as route patterns: the server
 * builds its links with the functions below and the web app's router answers these patterns, so
 * a link and its route cannot drift apart.
 */
export const APP_LINK_PATTERNS = {
  /** A customer's application: the router opens it on My Applications. */
  application: '/c/applications/:id',
  /** The conversation of an application, in the reader's area (`b` or `c`; issue 28). */
  customerConversation: '/c/messages/:id',
  businessConversation: '/b/messages/:id',
} as const;

/** The link of a customer's application (`/c/applications/{id}`). */
export function applicationLink(applicationId: string): string {
  return APP_LINK_PATTERNS.application.replace(':id', encodeURIComponent(applicationId));
}

/**
 * The link of an application's conversation for a reader in `area` (`/c/messages/{id}` for the
 * applicant, `/b/messages/{id}` for the business; issue 28).
 */
export function conversationLink(area: 'b' | 'c', applicationId: string): string {
  const pattern =
    area === 'c' ? APP_LINK_PATTERNS.customerConversation : APP_LINK_PATTERNS.businessConversation;
  return pattern.replace(':id', encodeURIComponent(applicationId));
}
