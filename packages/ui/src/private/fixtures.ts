/**
 * Story fixtures (internal, never exported): self-contained images as data URLs (Storybook runs
 * offline) and sample jobs, companies and notifications shaped like the API's types.
 */

const svg = (body: string, size = 96) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">${body}</svg>`,
  )}`;

/** A portrait-like picture: head and shoulders on a soft gradient. */
export const portrait = (from: string, to: string, skin = '#e8b08f', hair = '#2b2024') =>
  svg(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="96" height="96" fill="url(#g)"/>` +
      `<path d="M14 96c2-20 16-30 34-30s32 10 34 30z" fill="#ffffff" fill-opacity="0.9"/>` +
      `<circle cx="48" cy="42" r="17" fill="${skin}"/>` +
      `<path d="M30 40c0-13 8-20 18-20s18 7 18 20c-4-6-10-9-18-9s-14 3-18 9z" fill="${hair}"/>`,
  );

/** A company logo: a monogram on a coloured rounded square. */
export const logo = (letter: string, background: string, color = '#ffffff') =>
  svg(
    `<rect width="96" height="96" rx="20" fill="${background}"/>` +
      `<text x="48" y="50" text-anchor="middle" dominant-baseline="middle" font-family="Inter, Arial, sans-serif" font-size="48" font-weight="700" fill="${color}">${letter}</text>`,
  );

/** A wide picture for previews. */
export const landscape = svg(
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a4aefc"/><stop offset="1" stop-color="#eef0ff"/></linearGradient></defs>` +
    `<rect width="96" height="96" fill="url(#s)"/><circle cx="70" cy="28" r="10" fill="#f9b938"/>` +
    `<path d="M0 80l28-30 20 20 14-12 34 22v16H0z" fill="#4f4ce0"/>`,
);

export const mayaPhoto = portrait('#c6cdff', '#8590f6');
export const danielPhoto = portrait('#cdf6ec', '#2dbba5', '#a8714f', '#1b1412');

export const logos = {
  huggingFace: logo('H', '#f9b938', '#141820'),
  northwind: logo('N', '#4f4ce0'),
  helio: logo('H', '#0f7a6d'),
  atlas: logo('A', '#d12a2a'),
};

/** A fixed "now" so relative times in stories do not drift: Sat 21 Nov 2026, 14:30 local time. */
export const storyNow = new Date(2026, 10, 21, 14, 30);

/** `storyNow` minus some time, as an ISO string. */
export const before = (ms: number) => new Date(storyNow.getTime() - ms).toISOString();
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Notifications shaped like the API's `Notification`, spread over today, yesterday and earlier. */
export const sampleNotifications = [
  {
    id: 'n1',
    kind: 'application_status_changed',
    title: 'Your application moved to Interviewing',
    message: 'Hugging Face would like to talk about your vLLM work. Expect an invite soon.',
    timestamp: before(25 * MINUTE),
    isRead: false,
    isImportant: true,
    link: '/c/applications',
  },
  {
    id: 'n2',
    kind: 'message',
    title: 'New message from Northwind',
    message: 'Thanks for applying! Could you share your availability for next week?',
    timestamp: before(3 * HOUR),
    isRead: false,
    isImportant: false,
    link: null,
  },
  {
    id: 'n3',
    kind: 'posting_closed',
    title: 'A job you applied to was closed',
    message: 'Senior Frontend Engineer at Helio Health is no longer taking applications.',
    timestamp: before(18 * HOUR),
    isRead: true,
    isImportant: false,
    link: null,
  },
  {
    id: 'n4',
    kind: 'application_received',
    title: 'New application for Product Designer',
    message: 'Aiko Tanaka applied to your job posting.',
    timestamp: before(4 * DAY),
    isRead: true,
    isImportant: false,
    link: '/b/applications',
  },
  {
    id: 'n5',
    kind: 'system',
    title: 'Welcome to Hireloop',
    message: 'Complete your profile so businesses can get to know you.',
    timestamp: before(12 * DAY),
    isRead: true,
    isImportant: false,
    link: null,
  },
] as const satisfies ReadonlyArray<{
  id: string;
  kind:
    'application_received' | 'application_status_changed' | 'posting_closed' | 'message' | 'system';
  title: string;
  message: string;
  timestamp: string;
  isRead: boolean;
  isImportant: boolean;
  link: string | null;
}>;

/** A job shaped like the API's `JobSummary`. */
export const sampleJob = {
  id: '1f6b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Machine Learning Engineer, Inference Optimization',
  company: {
    id: 'c3e1a9f2-7b4d-4e8a-a6c5-1f2d3b4c5e60',
    name: 'Hugging Face',
    logoThumbUrl: logos.huggingFace as string | null,
  },
  location: 'Europe' as string | null,
  workplaceType: 'remote' as 'onsite' | 'hybrid' | 'remote' | null,
  employmentType: 'full_time' as
    'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship' | null,
  experienceLevel: 'senior' as 'internship' | 'entry' | 'mid' | 'senior' | 'lead' | null,
  salaryMin: 120_000 as number | null,
  salaryMax: 150_000 as number | null,
  salaryCurrency: 'USD' as string | null,
  salaryPeriod: 'year' as 'year' | 'month' | 'hour' | null,
  skills: [
    'Python',
    'PyTorch',
    'CUDA',
    'Rust',
    'Kubernetes',
    'vLLM',
    'Triton',
  ] as readonly string[],
  excerpt:
    'Make inference faster for everyone who uses open models: profile transformer serving on GPUs and CPUs and ship the improvements to our open-source stack.' as
      string | null,
  publishedAt: before(3 * DAY),
  isClosed: false,
  isBookmarked: false,
  applicationId: null as string | null,
};

/** A company shaped like the API's `Company` (the fields cards read). */
export const sampleCompany = {
  id: 'c3e1a9f2-7b4d-4e8a-a6c5-1f2d3b4c5e60',
  name: 'Hugging Face',
  logoThumbUrl: logos.huggingFace as string | null,
  companySize: 'medium' as 'small' | 'medium' | 'large' | null,
  remotePolicy: 'remote-first' as
    'fully-remote' | 'remote-friendly' | 'remote-first' | 'hybrid' | 'onsite' | null,
  openJobsCount: 12,
  industry: 'Artificial intelligence' as string | null,
  location: 'Paris, France' as string | null,
};

/**
 * Password requirements as the web app passes them to `PasswordField` (it passes the API's
 * `PASSWORD_RULES`; the component library imports no workspace package, so stories and tests
 * bring their own sample with the same messages).
 */
export const samplePasswordRequirements = (
  [
    ['minLength', 'Must be at least 8 characters', /^.{8,}$/su],
    ['uppercase', 'Must contain uppercase letter', /\p{Lu}/u],
    ['lowercase', 'Must contain lowercase letter', /\p{Ll}/u],
    ['number', 'Must contain number', /\p{Nd}/u],
    ['special', 'Must contain special character', /[^\p{L}\p{N}]/u],
  ] as const
).map(([id, message, pattern]) => ({ id, message, test: (p: string) => pattern.test(p) }));
