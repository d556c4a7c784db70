/**
 * The canned demo data of `@hireloop/api/msw`: one small job marketplace, every object typed
 * against the contract's generated schema (`satisfies Schemas[...]`), so that a change of the
 * contract breaks this file at compile time instead of a story at run time.
 *
 * Customer Maya Okafor (`customer@example.com`) has one application in every status, two saved
 * jobs (one closed), an imported job she tracks, three saved searches, six notifications and two
 * saved answers to reusable screening questions. Business Northwind Robotics
 * (`business@example.com`) has four postings (published, closed, two drafts) and six applications
 * to its published one, which asks three screening questions (two must-haves, met by three of the
 * applicants). Its company is a team (issue 36): the owner (the business account), an admin, a
 * recruiter and an interviewer, one pending invitation, a hiring team on the robotics posting,
 * notes and scorecards on two of its applications. Times are relative to the moment the module
 * loads, so "2 days ago" reads the same any day.
 */
import { notificationKindValues, type components } from '../generated/schema.ts';
import {
  CONVERSATION_MESSAGES,
  DEFAULT_SCORECARD_CRITERIA,
  PIPELINE_STAGES,
  TEAM_LIMITS,
  mentionedMembers,
} from '../rules.ts';
import { mustHavesMissed, type ScreeningAnswer } from '../screening.ts';

/** Every schema of the contract, by name (`Schemas['User']`). */
export type Schemas = components['schemas'];

/** An ISO timestamp of `ms` (default now) in whole seconds, as the server writes them. */
export const stamp = (ms = Date.now()): string =>
  new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const NOW = Date.now();
/** The timestamp `days` before the module loaded. */
export const daysAgo = (days: number): string => stamp(NOW - days * 86_400_000);

/** The password of both demo accounts. */
export const DEMO_PASSWORD = 'Password1!';
/** A verification link the settings handlers accept. */
export const DEMO_VERIFICATION_TOKEN = 'demo-verify-5b0f3c1e8d2a4c7b9e612f4a7d9c3b10';
/** A verification link the settings handlers refuse as expired (422). */
export const EXPIRED_VERIFICATION_TOKEN = 'demo-expired-5b0f3c1e8d2a4c7b9e612f4a7d9c3b10';
/**
 * The token of the demo invitation link (`/register/business?token=…`, issue 36): Rosa Delgado,
 * invited to Northwind Robotics as an interviewer. `getTeamInvitation` and `register` accept it
 * while the invitation is pending.
 */
export const DEMO_INVITATION_TOKEN = 'demo-invitation-2c7e9a4f1b3d5e6a8c0f2b4d6e8a1c3f';

/** Stable ids: `id(12)` → `00000000-0000-4000-8000-000000000012`. */
const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const user = (n: number, fields: Partial<Schemas['User']>): Schemas['User'] => ({
  id: id(n),
  role: 'customer',
  first_name: null,
  last_name: null,
  business_name: null,
  team_role: fields.role === 'business' ? 'owner' : null,
  email: '',
  email_verified: true,
  avatar_url: null,
  avatar_thumb_url: null,
  logo_url: null,
  logo_thumb_url: null,
  created_at: daysAgo(400),
  ...fields,
});

/** The two signed-in accounts: their user and a fixed Bearer token stories start with. */
export const demoAccounts = {
  customer: {
    email: 'customer@example.com',
    token: 'demo-customer-token-3f7c1a9e5b2d4c6e8f0a1b3c5d7e9f11',
    user: user(1, {
      first_name: 'Maya',
      last_name: 'Okafor',
      email: 'customer@example.com',
      avatar_url: '/api/v1/media/maya-avatar.svg',
      avatar_thumb_url: '/api/v1/media/maya-avatar.svg',
    }),
  },
  business: {
    email: 'business@example.com',
    token: 'demo-business-token-8a6c4e2f0b1d3f5a7c9e1b3d5f7a9c22',
    user: user(2, {
      role: 'business',
      business_name: 'Northwind Robotics',
      email: 'business@example.com',
    }),
  },
} as const;

const company = (
  n: number,
  name: string,
  fields: Partial<Schemas['Company']>,
): Schemas['Company'] => ({
  id: id(n),
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  website: null,
  careers_url: null,
  region: 'North America',
  remote_policy: 'hybrid',
  company_size: 'medium',
  industry: null,
  location: null,
  description: null,
  technologies: [],
  logo_url: null,
  logo_thumb_url: null,
  open_jobs_count: 1,
  ...fields,
});

/** The companies, the demo business's first. */
export const companies = [
  company(101, 'Northwind Robotics', {
    website: 'https://northwind.example',
    industry: 'Robotics',
    location: 'Pittsburgh, PA',
    description: 'Northwind builds autonomous mobile robots for warehouses and hospitals.',
    technologies: ['C++', 'ROS 2', 'Rust', 'Python'],
    open_jobs_count: 1,
  }),
  company(102, 'Lumen Health', {
    website: 'https://lumen.example',
    industry: 'Health care',
    location: 'Boston, MA',
    remote_policy: 'remote-first',
    description: 'Lumen makes appointment booking simple for clinics and their patients.',
    technologies: ['TypeScript', 'React', 'PostgreSQL'],
    open_jobs_count: 3,
  }),
  company(103, 'Tidewater Telecom', {
    industry: 'Telecommunications',
    location: 'Seattle, WA',
    company_size: 'large',
    remote_policy: 'remote-friendly',
  }),
] as const;
const [northwind, lumen, tidewater] = companies;

const jobCompany = (c: Schemas['Company']): Schemas['JobCompany'] => ({
  id: c.id,
  name: c.name,
  logo_thumb_url: c.logo_thumb_url,
  slug: c.slug,
  website: c.website,
  industry: c.industry,
  location: c.location,
  company_size: c.company_size,
  remote_policy: c.remote_policy,
  open_jobs_count: c.open_jobs_count,
});

type JobFields = Partial<Schemas['Job']> & Pick<Schemas['Job'], 'title'>;
const job = (n: number, c: Schemas['Company'], fields: JobFields): Schemas['Job'] => ({
  id: id(n),
  company: jobCompany(c),
  description: `${fields.title} at ${c.name}.\n\nYou will work in a small team that ships every week.`,
  location: c.location,
  workplace_type: 'hybrid',
  employment_type: 'full_time',
  experience_level: 'senior',
  salary_min: 140_000,
  salary_max: 180_000,
  salary_currency: 'USD',
  salary_period: 'year',
  skills: [],
  screening_questions: [],
  listing: null,
  source_url: null,
  published_at: daysAgo(3),
  closed_at: null,
  is_closed: false,
  is_stale: false,
  is_bookmarked: false,
  application_id: null,
  ...fields,
});

/** Ids of the applications and the tracked application the jobs point at. */
const APPLIED_ID = id(301);
const TRACKED_ID = id(401);

type QuestionFields = Partial<Schemas['ScreeningQuestion']> &
  Pick<Schemas['ScreeningQuestion'], 'prompt' | 'kind'>;
/** A screening question `n`: optional, not a must-have, no options or criteria unless `fields` say. */
const question = (n: number, fields: QuestionFields): Schemas['ScreeningQuestion'] => ({
  id: id(n),
  required: false,
  must_have: false,
  options: [],
  accepted_answers: [],
  minimum: null,
  reuse_key: null,
  ...fields,
});

/** The reuse keys of the robotics job's ready-made questions (the demo customer saved answers to both). */
const REUSE_KEYS = {
  authorised: 'work_authorization:United States',
  cppYears: 'skill_years:c++',
} as const;

/** Robotics job: a must-have yes/no from the ready-made library, accepting "yes". */
const authorised = question(1001, {
  prompt: 'Are you legally authorised to work in the United States?',
  kind: 'yes_no',
  required: true,
  must_have: true,
  accepted_answers: [true],
  reuse_key: REUSE_KEYS.authorised,
});
/** Robotics job: a must-have number from the ready-made library, at least 3 years. */
const cppYears = question(1002, {
  prompt: 'How many years of experience do you have with C++?',
  kind: 'number',
  required: true,
  must_have: true,
  minimum: 3,
  reuse_key: REUSE_KEYS.cppYears,
});
/** Robotics job: an optional long text written from scratch. */
const robotShipped = question(1003, {
  prompt: 'Tell us about a robot you helped ship.',
  kind: 'long_text',
});

/**
 * The screening questions of the demo postings (issue 29), which the shared rules accept
 * (`screeningQuestionIssues` finds nothing): the published robotics job asks two must-haves from
 * the ready-made library and an optional text; the Controls Engineer draft a start date and a
 * must-have multiple choice.
 */
export const screeningQuestions = {
  robotics: [authorised, cppYears, robotShipped],
  controls: [
    question(1004, {
      prompt: 'What is the earliest date you could start?',
      kind: 'short_text',
      required: true,
      reuse_key: 'start_date',
    }),
    question(1005, {
      prompt: 'Which PLC platforms have you programmed?',
      kind: 'multiple_choice',
      required: true,
      must_have: true,
      options: ['Siemens TIA Portal', 'Rockwell Studio 5000', 'Beckhoff TwinCAT', 'None yet'],
      accepted_answers: ['Siemens TIA Portal', 'Beckhoff TwinCAT'],
    }),
  ],
  /**
   * One question of every kind, in the order the editor lists the kinds: the robotics job's
   * three and a single choice, a multiple choice and a short text (the `everyQuestionKind`
   * scenario of the jobs group asks them on the robotics job).
   */
  everyKind: [
    authorised,
    question(1006, {
      prompt: 'Which way of working suits you best?',
      kind: 'single_choice',
      required: true,
      options: ['On-site', 'Hybrid', 'Remote'],
    }),
    question(1007, {
      prompt: 'Which robot frameworks have you used?',
      kind: 'multiple_choice',
      options: ['ROS 2', 'NVIDIA Isaac', 'MoveIt', 'None yet'],
    }),
    cppYears,
    question(1008, {
      prompt: 'What is the earliest date you could start?',
      kind: 'short_text',
      required: true,
      reuse_key: 'start_date',
    }),
    robotShipped,
  ],
} satisfies Record<string, Schemas['ScreeningQuestion'][]>;

/**
 * `answers` to `questions` as an application shows them (`ApplicationAnswer`): in the questions'
 * order, each with its question's prompt and kind as they read now; answers to a question not in
 * `questions` are left out.
 */
export function wordedAnswers(
  questions: Schemas['ScreeningQuestion'][],
  answers: ScreeningAnswer[],
): Schemas['ApplicationAnswer'][] {
  const byId = new Map(answers.map((answer) => [answer.question_id, answer.value]));
  return questions.flatMap(({ id: question_id, prompt, kind }) => {
    const value = byId.get(question_id);
    return value === undefined ? [] : [{ question_id, prompt, kind, value }];
  });
}

/**
 * A received application's must-have mark (`must_haves_met`, `must_haves_missed`,
 * `must_haves_count`): its `answers` against the posting's `questions`, by the shared
 * `mustHavesMissed`.
 */
export function mustHavesOf(questions: Schemas['ScreeningQuestion'][], answers: ScreeningAnswer[]) {
  const missed = mustHavesMissed(questions, answers);
  return {
    must_haves_met: missed.length === 0,
    must_haves_missed: missed,
    must_haves_count: questions.filter((q) => q.must_have).length,
  };
}

/** Answers to the robotics job's questions: authorised?, years of C++, and the optional text. */
const roboticsAnswers = (
  isAuthorised: boolean,
  years: number,
  story?: string,
): Schemas['ApplicationAnswer'][] =>
  wordedAnswers(screeningQuestions.robotics, [
    { question_id: authorised.id, value: isAuthorised },
    { question_id: cppYears.id, value: years },
    ...(story ? [{ question_id: robotShipped.id, value: story }] : []),
  ]);

/** The jobs Find Jobs shows, by key (`jobs.robotics`), as full job pages. */
export const jobs = {
  robotics: job(201, northwind, {
    title: 'Senior Robotics Software Engineer',
    workplace_type: 'onsite',
    skills: ['C++', 'ROS 2', 'Motion planning'],
    screening_questions: screeningQuestions.robotics,
  }),
  frontend: job(202, lumen, {
    title: 'Senior Frontend Engineer',
    workplace_type: 'remote',
    location: 'Remote in USA',
    skills: ['TypeScript', 'React', 'Accessibility'],
    application_id: APPLIED_ID,
  }),
  perception: job(203, northwind, {
    title: 'Perception Engineer, Computer Vision',
    skills: ['Python', 'PyTorch', 'OpenCV'],
    published_at: daysAgo(40),
    closed_at: daysAgo(5),
    is_closed: true,
    is_bookmarked: true,
  }),
  designer: job(204, lumen, {
    title: 'Product Designer',
    experience_level: 'mid',
    salary_min: 110_000,
    salary_max: 135_000,
    skills: ['Figma', 'User research'],
    is_bookmarked: true,
  }),
  backend: job(205, lumen, { title: 'Backend Engineer, Scheduling', skills: ['Go', 'PostgreSQL'] }),
  imported: job(206, tidewater, {
    title: 'Data Analyst, Network Planning',
    description: null,
    location: 'Seattle, WA',
    experience_level: 'entry',
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    source_url: 'https://careers.tidewater.example/jobs/4471',
    listing: {
      source_name: 'SimplifyJobs/New-Grad-Positions',
      source_list_url: 'https://github.com/SimplifyJobs/New-Grad-Positions',
      updated_at: daysAgo(2),
      locations: ['Seattle, WA', 'Remote in USA'],
      terms: [],
      sponsorship: null,
      tracked_application_id: TRACKED_ID,
    },
  }),
} satisfies Record<string, Schemas['Job']>;

/** The card of a job (search results, saved jobs, dashboards). */
export function summaryOf(job: Schemas['Job']): Schemas['JobSummary'] {
  const {
    company: c,
    description,
    listing,
    source_url: _s,
    closed_at: _c,
    screening_questions: _q,
    ...rest
  } = job;
  return {
    ...rest,
    source_updated_at: listing?.updated_at ?? null,
    company: { id: c.id, name: c.name, logo_thumb_url: c.logo_thumb_url },
    excerpt: description ? description.slice(0, 140) : null,
    tracked_application_id: listing?.tracked_application_id ?? null,
  };
}

/** A page envelope's `meta` for `total` items, one page of `perPage`. */
export const pageMeta = (total: number, perPage = 20): Schemas['PaginationMeta'] => ({
  current_page: 1,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/**
 * An application `days` old in `status`, its timeline one step a day up to that status, with
 * `answers` to its posting's screening questions (none by default).
 */
const base = (
  n: number,
  status: Schemas['ApplicationStatus'],
  days: number,
  answers: Schemas['ApplicationAnswer'][] = [],
) => {
  const ladder: readonly Schemas['ApplicationStatus'][] = PIPELINE_STAGES;
  const steps = ladder.includes(status)
    ? ladder.slice(0, ladder.indexOf(status) + 1)
    : ['submitted' as const, status];
  const closed = status === 'rejected' || status === 'withdrawn';
  return {
    id: id(n),
    status,
    cover_letter: 'I would love to bring my experience to your team.',
    resume: { filename: 'resume.pdf', size_bytes: 182_000 },
    answers,
    created_at: daysAgo(days),
    updated_at: daysAgo(days - steps.length + 1),
    closed_at: closed ? daysAgo(days - 1) : null,
    closed_reason: null,
    timeline: steps.map((step, index) => ({
      status: step,
      note: null,
      created_at: daysAgo(days - index),
    })),
  } satisfies Schemas['ApplicationBase'];
};

/**
 * A customer's view of an application `days` old in `status` (see `base`): opened by the business
 * the day after it was sent, unless it is still `submitted` (not viewed yet).
 */
const sent = (
  n: number,
  status: Schemas['ApplicationStatus'],
  days: number,
  answers: Schemas['ApplicationAnswer'][] = [],
) => ({
  ...base(n, status, days, answers),
  viewed_at: status === 'submitted' ? null : daysAgo(days - 1),
});

/** The demo customer's applications, one in every status. */
export const customerApplications = [
  { ...sent(301, 'interviewing', 9), job: summaryOf(jobs.frontend) },
  { ...sent(302, 'submitted', 1), job: summaryOf(jobs.backend) },
  { ...sent(303, 'reviewing', 6, roboticsAnswers(true, 3)), job: summaryOf(jobs.robotics) },
  {
    ...sent(304, 'offered', 20),
    job: summaryOf(job(207, northwind, { title: 'Embedded Engineer' })),
  },
  { ...sent(305, 'hired', 60), job: summaryOf(job(208, lumen, { title: 'QA Engineer' })) },
  { ...sent(306, 'rejected', 30), job: summaryOf(jobs.designer) },
  { ...sent(307, 'withdrawn', 15), job: summaryOf(jobs.perception) },
] satisfies Schemas['CustomerApplication'][];

/**
 * Applications to the demo business's published posting: 2 submitted, then one a stage. Their
 * answers (authorised to work in the US?, years of C++): Priya, Luca and Maya meet both
 * must-haves; Tomás is not authorised, Hana has 2 years of the 3 asked, Sam misses both.
 */
export const businessApplications = (
  [
    [501, 'submitted', 1, 'Priya Raman', 'Robotics engineer', true, 6],
    [502, 'submitted', 2, 'Tomás Ibarra', 'C++ developer', false, 4],
    [503, 'reviewing', 5, 'Hana Sato', 'Motion planning PhD', true, 2],
    [504, 'interviewing', 9, 'Luca Bianchi', 'ROS developer', true, 5],
    [505, 'hired', 40, 'Maya Okafor', 'Frontend engineer', true, 3],
    [506, 'rejected', 12, 'Sam Keller', 'Junior developer', false, 1],
  ] as const
).map(([n, status, days, name, headline, isAuthorised, years]) => {
  const [first_name = '', last_name = ''] = name.split(' ');
  const story =
    n === 501
      ? 'I led the navigation stack of a hospital delivery robot from prototype to 40 units.'
      : undefined;
  const answers = roboticsAnswers(isAuthorised, years, story);
  return {
    ...base(n, status, days, answers),
    ...mustHavesOf(jobs.robotics.screening_questions, answers),
    applicant: {
      id: id(n + 100),
      first_name,
      last_name,
      email: `${first_name.toLowerCase()}@example.com`,
      headline,
      location: 'Pittsburgh, PA',
      avatar_thumb_url: null,
    },
    posting: { id: jobs.robotics.id, title: jobs.robotics.title },
  } satisfies Schemas['BusinessApplication'];
});

const posting = (
  j: Schemas['Job'],
  status: Schemas['PostingStatus'],
  fields: Partial<Schemas['Posting']> = {},
): Schemas['Posting'] => {
  const {
    company: c,
    listing: _l,
    is_closed: _i,
    is_stale: _st,
    is_bookmarked: _b,
    application_id: _a,
    ...rest
  } = j;
  return {
    ...rest,
    status,
    company: { id: c.id, name: c.name, logo_thumb_url: c.logo_thumb_url },
    views_count: status === 'draft' ? 0 : 312,
    applications_count: 0,
    scorecard_criteria: [...DEFAULT_SCORECARD_CRITERIA],
    created_at: daysAgo(45),
    updated_at: daysAgo(3),
    published_at: status === 'draft' ? null : j.published_at,
    closed_at: status === 'closed' ? daysAgo(5) : null,
    ...fields,
  };
};

/** The demo business's postings: published, closed, and two drafts (one without pay). */
export const postings = [
  posting(jobs.robotics, 'published', { applications_count: businessApplications.length }),
  posting(jobs.perception, 'closed', { applications_count: 14 }),
  posting(job(209, northwind, { title: 'Field Robotics Technician' }), 'draft', {
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
  }),
  posting(
    job(210, northwind, {
      title: 'Controls Engineer',
      experience_level: 'mid',
      screening_questions: screeningQuestions.controls,
    }),
    'draft',
  ),
] satisfies Schemas['Posting'][];

/** The imported job the demo customer marked applied, with its steps. */
export const trackedApplications = [
  {
    id: TRACKED_ID,
    job: summaryOf(jobs.imported),
    status: 'interviewing',
    note: 'Applied through their careers page; recruiter is Dana.',
    events: [
      { id: id(402), status: 'applied', date: daysAgo(12).slice(0, 10), note: null },
      {
        id: id(403),
        status: 'interviewing',
        date: daysAgo(4).slice(0, 10),
        note: 'Phone screen, 30 minutes.',
      },
    ],
    created_at: daysAgo(12),
    updated_at: daysAgo(4),
  },
] satisfies Schemas['TrackedApplication'][];

/** A notification `hours` old: `[n, kind, title, message, hours, read?]`. */
type NotificationRow = [number, Schemas['NotificationKind'], string, string, number, boolean?];
const notificationsOf = (rows: NotificationRow[]) =>
  rows.map(([n, kind, title, message, hours, read = false]) => ({
    id: id(n),
    kind,
    title,
    message,
    timestamp: daysAgo(hours / 24),
    is_read: read,
    is_important: false,
    link:
      kind === 'application_status_changed' ? `/c/applications#application-${APPLIED_ID}` : null,
  })) satisfies Schemas['Notification'][];

const applied = (n: number, name: string, hours: number, read?: boolean): NotificationRow => [
  n,
  'application_received',
  'New application',
  `${name} applied to ${jobs.robotics.title}.`,
  hours,
  read,
];

/** Notifications by area: today, yesterday and earlier, some read. */
export const notifications = {
  c: notificationsOf([
    [
      701,
      'application_status_changed',
      'Application update',
      'Your application for Senior Frontend Engineer moved to Interviewing.',
      2,
    ],
    [702, 'job_alert', 'New jobs for “Rust in Berlin”', '3 new jobs match your saved search.', 5],
    [
      703,
      'posting_closed',
      'Job closed: Perception Engineer, Computer Vision',
      'Northwind Robotics closed this posting.',
      30,
      true,
    ],
    [
      704,
      'system',
      'Welcome to Hireloop',
      'Complete your profile so employers can find you.',
      144,
      true,
    ],
  ]),
  b: notificationsOf([applied(711, 'Priya Raman', 1), applied(712, 'Tomás Ibarra', 26, true)]),
};

/** The demo customer's saved searches `[n, name, query, new matches, days since a visit]`; the last paused. */
export const savedSearches = (
  [
    [801, 'Rust in Berlin', { q: 'rust', location: 'Berlin' }, 3, 2],
    [802, 'Remote ML roles', { q: 'machine learning', workplace_type: ['remote'] }, 0, 1],
    [803, 'Design internships', { q: 'design', employment_type: ['internship'] }, 0, null],
  ] as const
).map(([n, name, query, newMatches, visited]) => ({
  id: id(n),
  name,
  query: structuredClone(query) as Schemas['SavedSearchQuery'],
  paused: n === 803,
  new_matches: newMatches,
  last_visited_at: visited === null ? null : daysAgo(visited),
  created_at: daysAgo(30),
  updated_at: daysAgo(visited ?? 30),
})) satisfies Schemas['SavedSearch'][];

/**
 * The demo customer's saved answers to reusable questions, newest first: what she answered to the
 * robotics job's ready-made questions.
 */
export const savedAnswers = [
  { n: 1101, key: REUSE_KEYS.authorised, question: authorised, value: true },
  { n: 1102, key: REUSE_KEYS.cppYears, question: cppYears, value: 3 },
].map(({ n, key, question: { prompt, kind }, value }) => ({
  id: id(n),
  key,
  prompt,
  kind,
  value,
  updated_at: daysAgo(6),
})) satisfies Schemas['SavedAnswer'][];

/** Settings answers, by role. */
export const settings = {
  customerProfile: {
    first_name: 'Maya',
    last_name: 'Okafor',
    headline: 'Frontend engineer',
    location: 'Pittsburgh, PA',
    bio: 'I build accessible interfaces for health care.',
    resume: { filename: 'maya-okafor-resume.pdf', size_bytes: 182_000, uploaded_at: daysAgo(20) },
  } satisfies Schemas['CustomerProfile'],
  businessProfile: {
    business_name: northwind.name,
    website: northwind.website,
    industry: northwind.industry,
    size: northwind.company_size,
    location: northwind.location,
    description: northwind.description,
  } satisfies Schemas['BusinessProfile'],
  /** The customer's privacy: the server's defaults (decision 016), nothing shared. */
  privacy: {
    profile_visibility: 'applied_only',
    show_email_to_employers: false,
    show_location_to_employers: false,
    show_photo_to_employers: false,
  } satisfies Schemas['PrivacySettings'],
  notification: {
    settings: Object.fromEntries(
      notificationKindValues.map((kind) => [kind, { in_app: true, email: kind !== 'message' }]),
    ),
    frequency: 'instant',
  } satisfies Schemas['NotificationSettings'],
  sessions: (
    [
      [901, 'Chrome on macOS', '203.0.113.7', 0, false],
      [902, 'Safari on iPhone', '198.51.100.23', 2, true],
    ] as const
  ).map(([n, device, ip_address, days, remember]) => ({
    id: id(n),
    device,
    ip_address,
    created_at: daysAgo(days + 1),
    last_used_at: daysAgo(days),
    remember,
    is_current: n === 901,
  })) satisfies Schemas['Session'][],
};

/** The demo business's company id and the ids stories open. */
export const demoIds = {
  companyId: northwind.id,
  boardPostingId: jobs.robotics.id,
  unknown: '00000000-0000-4000-8000-000000000000',
};

// ---------------------------------------------------------------------------------------------
// Conversations (issue 28): one per in-app application, as each side reads it
// ---------------------------------------------------------------------------------------------

/** A party of a conversation: a company (name and logo) or a person (name and avatar). */
const party = (
  role: Schemas['Role'],
  name: string,
  avatar: string | null = null,
): Schemas['ConversationParty'] => ({ role, name, avatar_thumb_url: avatar });

const maya = party('customer', 'Maya Okafor', '/api/v1/media/maya-avatar.svg');

/**
 * An entry `minutes` before the module loaded: a message (`status` null) or a stage change
 * (`status` set, `body` its note or null), written by `author`, the reader's own when `mine`.
 */
const entry = (
  n: number,
  minutes: number,
  author: Schemas['ConversationParty'],
  mine: boolean,
  body: string | null,
  status: Schemas['ApplicationStatus'] | null = null,
): Schemas['ConversationEntry'] => ({
  id: id(n),
  kind: status ? 'stage_change' : 'message',
  body,
  status,
  author,
  is_mine: mine,
  created_at: stamp(NOW - minutes * 60_000),
});

/** A conversation as one reader sees it (the `data` of a `ConversationPage`, every entry of it). */
export type DemoConversation = Schemas['ConversationPage']['data'];

const conversation = (
  application: { id: string; status: Schemas['ApplicationStatus'] },
  job: { id: string; title: string },
  otherParty: Schemas['ConversationParty'],
  entries: Schemas['ConversationEntry'][],
  fields: Partial<DemoConversation> = {},
): DemoConversation => ({
  application_id: application.id,
  job: { id: job.id, title: job.title },
  application_status: application.status,
  other_party: otherParty,
  entries,
  can_write: true,
  write_closed_message: null,
  seen_at: null,
  unread_count: 0,
  ...fields,
});

/** The sentence of a conversation closed for writing (as `CONVERSATION_MESSAGES.closed`). */
const CLOSED_MESSAGE = CONVERSATION_MESSAGES.closed;

const lumenParty = party('business', lumen.name, lumen.logo_thumb_url);
const northwindParty = party('business', northwind.name, northwind.logo_thumb_url);
const [frontendApp, backendApp, roboticsApp, , hiredApp] = customerApplications;

/**
 * The demo customer's conversations, newest activity first: Lumen Health about the frontend job
 * (a stage note, a link, line breaks, one unread reply, her earlier message seen), Northwind about
 * the robotics job (her message, not seen yet), the backend job (nothing written yet) and the QA
 * job she was hired for 60 days ago (closed for writing).
 */
export const customerConversations: DemoConversation[] = [
  conversation(
    frontendApp!,
    jobs.frontend,
    lumenParty,
    [
      entry(
        801,
        60 * 48,
        lumenParty,
        false,
        'Thanks Maya! We would love to talk about your design-system work.',
        'interviewing',
      ),
      entry(
        802,
        60 * 30,
        maya,
        true,
        'Thank you! I am free on Thursday afternoon.\nWould 2 pm Eastern work?',
      ),
      entry(
        803,
        60 * 5,
        lumenParty,
        false,
        'Thursday at 2 pm works. Here is the video link: https://meet.example.com/lumen-frontend\n\nPlease bring a small component you are proud of.',
      ),
    ],
    { seen_at: stamp(NOW - 60 * 29 * 60_000), unread_count: 1 },
  ),
  conversation(roboticsApp!, jobs.robotics, northwindParty, [
    entry(811, 60 * 26, maya, true, 'Hello! Is the role open to candidates relocating in spring?'),
  ]),
  conversation(backendApp!, jobs.backend, lumenParty, []),
  conversation(
    hiredApp!,
    hiredApp!.job,
    lumenParty,
    [
      entry(821, 60 * 24 * 59, lumenParty, false, 'Welcome aboard, Maya!', 'hired'),
      entry(822, 60 * 24 * 58, maya, true, 'Thank you, I am thrilled!'),
    ],
    { can_write: false, write_closed_message: CLOSED_MESSAGE, seen_at: daysAgo(57) },
  ),
];

const applicant = (application: Schemas['BusinessApplication']) =>
  party(
    'customer',
    `${application.applicant.first_name} ${application.applicant.last_name}`,
    application.applicant.avatar_thumb_url,
  );
const [priyaApp, , , lucaApp, mayaApp] = businessApplications;

/**
 * The demo business's conversations: Luca (interviewing; a stage note, his unread question),
 * Priya (her unread message) and Maya (hired 40 days ago: closed for writing).
 */
export const businessConversations: DemoConversation[] = [
  conversation(
    lucaApp!,
    lucaApp!.posting,
    applicant(lucaApp!),
    [
      entry(
        831,
        60 * 50,
        northwindParty,
        true,
        'We would like to meet you on site.',
        'interviewing',
      ),
      entry(832, 60 * 3, applicant(lucaApp!), false, 'Great! Which building should I go to?'),
    ],
    { unread_count: 1 },
  ),
  conversation(
    priyaApp!,
    priyaApp!.posting,
    applicant(priyaApp!),
    [
      entry(
        841,
        60 * 20,
        applicant(priyaApp!),
        false,
        'Hi! My portfolio is at https://priya.example.dev — happy to walk you through it.',
      ),
    ],
    { unread_count: 1 },
  ),
  conversation(
    mayaApp!,
    mayaApp!.posting,
    applicant(mayaApp!),
    [entry(851, 60 * 24 * 39, northwindParty, true, 'Welcome to the team!', 'hired')],
    { can_write: false, write_closed_message: CLOSED_MESSAGE },
  ),
];

/** The inbox row of a conversation: its newest entry and when it happened. */
export function conversationSummaryOf(c: DemoConversation): Schemas['ConversationSummary'] {
  const last = c.entries.at(-1) ?? null;
  return {
    application_id: c.application_id,
    job: c.job,
    application_status: c.application_status,
    other_party: c.other_party,
    last_entry: last,
    unread_count: c.unread_count,
    last_activity_at: last?.created_at ?? daysAgo(1),
  };
}

/** Ids of the conversations stories open. */
export const conversationIds = {
  /** The customer's conversation with Lumen Health (links, line breaks, a note, Seen). */
  customer: frontendApp!.id,
  /** The customer's conversation without any entry. */
  customerEmpty: backendApp!.id,
  /** The customer's conversation closed for writing. */
  customerClosed: hiredApp!.id,
  /** The business's conversation with Luca Bianchi. */
  business: lucaApp!.id,
  /** The business's conversation closed for writing. */
  businessClosed: mayaApp!.id,
};

// ---------------------------------------------------------------------------------------------
// Interviews (issue 28, decision 237)
// ---------------------------------------------------------------------------------------------

/** The start `hours` after the module loaded, on the hour (UTC, with milliseconds as the server writes). */
const hoursAhead = (hours: number): string => {
  const at = new Date(NOW + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
};

/**
 * A proposed interview of conversation `c` (its job and other party) with `fields` over the
 * demo's video proposal; the mock API's `proposeInterview` makes its new ones with it too.
 */
export function proposedInterview(
  id: string,
  c: Pick<DemoConversation, 'application_id' | 'job' | 'other_party'>,
  fields: Partial<Schemas['Interview']> = {},
): Schemas['Interview'] {
  return {
    id,
    application_id: c.application_id,
    job: c.job,
    other_party: c.other_party,
    kind: 'video',
    duration_minutes: 45,
    location: 'https://meet.example.com/lumen-interview',
    note: 'Please bring a small component you are proud of.',
    slots: [hoursAhead(50), hoursAhead(52), hoursAhead(74)],
    status: 'proposed',
    starts_at: null,
    ends_at: null,
    reason: null,
    ended_by: null,
    sequence: 0,
    overlapping_slots: [],
    created_at: daysAgo(1),
    updated_at: daysAgo(1),
    ...fields,
  };
}

/** A demo interview `id` (the last digits of its id) of `c`. */
const interviewOf = (
  id: number,
  c: DemoConversation,
  changes: Partial<Schemas['Interview']> = {},
): Schemas['Interview'] => proposedInterview(`00000000-0000-4000-8000-000000000${id}`, c, changes);

const lucaOnSite = hoursAhead(27);

/**
 * The demo customer's interviews: Lumen Health's video proposal of three times for the frontend
 * job (to book), and Northwind's phone call for the robotics job, cancelled by Northwind.
 */
export const customerInterviews: Schemas['Interview'][] = [
  interviewOf(901, customerConversations[0]!),
  interviewOf(902, customerConversations[1]!, {
    kind: 'phone',
    location: '+1 555 0100',
    note: null,
    status: 'cancelled',
    reason: 'The hiring manager is travelling; we will write with new times.',
    ended_by: 'business',
    sequence: 1,
    slots: [hoursAhead(30)],
  }),
];

/**
 * The demo business's interviews: Luca's booked on-site interview tomorrow, and a proposal to
 * Priya whose second time overlaps it (the overlap warning).
 */
export const businessInterviews: Schemas['Interview'][] = [
  interviewOf(911, businessConversations[0]!, {
    kind: 'on_site',
    duration_minutes: 60,
    location: 'Northwind Robotics, 12 Harbour Street, Boston',
    note: 'Ask for me at the front desk.',
    slots: [lucaOnSite, hoursAhead(28)],
    status: 'booked',
    starts_at: lucaOnSite,
    ends_at: new Date(Date.parse(lucaOnSite) + 60 * 60_000).toISOString(),
    sequence: 1,
  }),
  interviewOf(912, businessConversations[1]!, {
    location: 'https://meet.example.com/northwind-priya',
    note: null,
    slots: [hoursAhead(26), lucaOnSite, hoursAhead(50)],
    overlapping_slots: [lucaOnSite],
  }),
];

/** A calendar file as the server serves it (the mock's canned text; the server's is ical-generator's). */
export const interviewCalendarText = (interview: Schemas['Interview']): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hireloop//Interviews//EN',
    `METHOD:${interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${interview.id}`,
    `SEQUENCE:${interview.sequence}`,
    `DTSTART:${(interview.starts_at ?? '').replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
    `DTEND:${(interview.ends_at ?? '').replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

// ---------------------------------------------------------------------------------------------
// Hiring teams (issue 36, decision 238): the demo business's company as a team
// ---------------------------------------------------------------------------------------------

/** A member of the demo company as the mock keeps it (`is_you` is set per answer). */
export type DemoTeamMember = Omit<Schemas['TeamMember'], 'is_you'>;

const teamMember = (
  n: number,
  userId: string,
  name: string,
  email: string,
  role: Schemas['MemberRole'],
  joinedDaysAgo: number,
): DemoTeamMember => ({
  id: id(n),
  user_id: userId,
  name,
  email,
  role,
  joined_at: daysAgo(joinedDaysAgo),
});

const owner = demoAccounts.business;

/**
 * The members of Northwind Robotics, the owner first, then by name: the owner is the demo
 * business account (its member name is the company's, as for an owner who registered it), then
 * an admin, a recruiter and an interviewer who joined by invitation.
 */
export const teamMembers: DemoTeamMember[] = [
  teamMember(1201, owner.user.id, northwind.name, owner.email, 'owner', 400),
  teamMember(1202, id(1212), 'Daniel Osei', 'daniel.osei@northwind.example', 'admin', 210),
  teamMember(1203, id(1213), 'Elena Marsh', 'elena.marsh@northwind.example', 'recruiter', 120),
  teamMember(
    1204,
    id(1214),
    'Kenji Watanabe',
    'kenji.watanabe@northwind.example',
    'interviewer',
    45,
  ),
];
const [teamOwner, teamAdmin, teamRecruiter, teamInterviewer] = teamMembers as [
  DemoTeamMember,
  DemoTeamMember,
  DemoTeamMember,
  DemoTeamMember,
];

/** The member ids of the demo company by role (the mock signs the business in as `owner`). */
export const teamMemberIds = {
  owner: teamOwner.id,
  admin: teamAdmin.id,
  recruiter: teamRecruiter.id,
  interviewer: teamInterviewer.id,
};

const invitedAt = NOW - 2 * 86_400_000;

/** The pending invitation of the demo company: Rosa Delgado as an interviewer, sent two days ago. */
export const teamInvitations: Schemas['TeamInvitation'][] = [
  {
    id: id(1221),
    email: 'rosa.delgado@northwind.example',
    role: 'interviewer',
    invited_by: teamOwner.name,
    created_at: stamp(invitedAt),
    expires_at: stamp(invitedAt + TEAM_LIMITS.invitationValidityMs),
  },
];

/** The member ids of each posting's hiring team: the robotics posting's recruiter and interviewer. */
export const hiringTeams: Record<string, string[]> = {
  [jobs.robotics.id]: [teamRecruiter.id, teamInterviewer.id],
};

/** `member` as a note or scorecard names them. */
export const authorOf = (member: DemoTeamMember): Schemas['TeamAuthor'] => ({
  member_id: member.id,
  name: member.name,
});

/** A note `n` by `author` on `application`, `days` old, its @mentions found by the shared rule. */
const noteOf = (
  n: number,
  application: { id: string },
  author: DemoTeamMember,
  days: number,
  body: string,
): Schemas['ApplicationNote'] => ({
  id: id(n),
  application_id: application.id,
  author: authorOf(author),
  body,
  mentions: mentionedMembers(
    body,
    teamMembers.filter((m) => m.id !== author.id),
  ).map(authorOf),
  created_at: daysAgo(days),
});

/**
 * The company's private notes, oldest first: two on Luca Bianchi's application, the recruiter's
 * @mentioning the interviewer, and the interviewer's answer.
 */
export const applicationNotes: Schemas['ApplicationNote'][] = [
  noteOf(
    1231,
    lucaApp!,
    teamRecruiter,
    4,
    'Five years of ROS 2 and a strong answer on C++. @Kenji Watanabe could you dig into his motion-planning work on site?',
  ),
  noteOf(
    1232,
    lucaApp!,
    teamInterviewer,
    3.5,
    "Will do. I'll bring the path-planning exercise we used for the last hire.",
  ),
];

/** A scorecard `n` by `author` of `application`, `days` old; ratings in the default criteria's order. */
const scorecardOf = (
  n: number,
  application: { id: string },
  author: DemoTeamMember,
  days: number,
  recommendation: Schemas['ScorecardRecommendation'],
  ratings: [number, number, number, number],
  comment = '',
): Schemas['Scorecard'] => ({
  id: id(n),
  application_id: application.id,
  author: authorOf(author),
  recommendation,
  ratings: ratings.map((rating, index) => ({
    criterion: DEFAULT_SCORECARD_CRITERIA[index]!,
    rating,
  })),
  comment,
  created_at: daysAgo(days),
  updated_at: daysAgo(days),
});

/**
 * The scorecards (the robotics posting rates the default criteria): on Luca Bianchi's application
 * the recruiter's and the admin's, not the owner's (the signed-in member sees none of them and no
 * summary till they submit); on Maya Okafor's (hired) the owner's, the recruiter's and the
 * interviewer's (all visible, with the summary).
 */
export const scorecards: Schemas['Scorecard'][] = [
  scorecardOf(
    1241,
    lucaApp!,
    teamRecruiter,
    6,
    'yes',
    [3, 4, 4, 4],
    'Clear about the trade-offs of his planner; keen on the hospital robots.',
  ),
  scorecardOf(
    1242,
    lucaApp!,
    teamAdmin,
    4,
    'strong_yes',
    [4, 4, 3, 4],
    'Best take-home of the round.',
  ),
  scorecardOf(1243, mayaApp!, teamOwner, 37.5, 'strong_yes', [4, 3, 4, 4]),
  scorecardOf(
    1244,
    mayaApp!,
    teamRecruiter,
    37.4,
    'yes',
    [3, 3, 4, 4],
    'Less C++ than we asked for, but she learns fast.',
  ),
  scorecardOf(
    1245,
    mayaApp!,
    teamInterviewer,
    37.2,
    'no',
    [2, 3, 3, 4],
    'Would need help with the real-time parts.',
  ),
];

/** The applications stories open for the team's work on them (issue 36). */
export const teamApplicationIds = {
  /** Luca Bianchi: two notes (one @mention); two scorecards, hidden till the owner submits. */
  hiddenScorecards: lucaApp!.id,
  /** Maya Okafor (hired): three scorecards, the owner's among them, so all visible with the summary. */
  visibleScorecards: mayaApp!.id,
};
