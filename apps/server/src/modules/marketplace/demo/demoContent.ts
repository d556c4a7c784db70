/**
 * The hand-written demo content of the first start: the demo business (Northwind Labs) and three
 * other demo companies with their postings (each with a written description and stated pay), the
 * applicants of the demo business with their cover letters, and the demo customer's letters.
 * Fictional companies on example.com, written to read like real postings; nothing here is
 * generated. The benchmark's generated postings live in generate.ts and never reach a first start.
 * The other companies' content is in demoCompanies.ts.
 */

import type { ScreeningQuestionInput } from '@hireloop/api/screening';

/** A demo posting: every field a business writes, and when it was published (days before now). */
export interface DemoPosting {
  title: string;
  state: 'draft' | 'published' | 'closed';
  daysAgo: number;
  location: string;
  workplaceType: 'onsite' | 'hybrid' | 'remote';
  employmentType: 'full_time' | 'part_time' | 'contract' | 'internship';
  experienceLevel: 'internship' | 'entry' | 'mid' | 'senior' | 'lead';
  /** Whole units of `currency` per `period`. */
  pay: { min: number; max: number; currency: string; period: 'year' | 'month' | 'hour' };
  skills: string[];
  /** One or two paragraphs about the role. */
  intro: string;
  does: string[];
  wants: string[];
  /** Screening questions (issue 29), as the editor would send them. */
  questions?: ScreeningQuestionInput[];
}

/** A demo company besides the demo business, with its postings. */
export interface DemoCompany {
  name: string;
  slug: string;
  industry: string;
  location: string;
  size: 'small' | 'medium' | 'large';
  policy: 'fully-remote' | 'remote-friendly' | 'remote-first' | 'hybrid' | 'onsite';
  technologies: string[];
  description: string;
  postings: DemoPosting[];
}

/** The Markdown description of a demo posting: its intro, then what the job is and asks. */
export function demoDescription(posting: DemoPosting): string {
  return [
    posting.intro,
    '## What you will do',
    posting.does.map((line) => `- ${line}`).join('\n'),
    '## What we look for',
    posting.wants.map((line) => `- ${line}`).join('\n'),
  ].join('\n\n');
}

/** The demo business's profile (its account is created by the platform's seed). */
export const NORTHWIND_PROFILE = {
  website: 'https://northwind.example.com/',
  careersUrl: 'https://northwind.example.com/careers',
  industry: 'Developer tools',
  companySize: 'medium' as const,
  location: 'Berlin, Germany',
  remotePolicy: 'remote-friendly' as const,
  region: 'europe',
  technologies: ['go', 'postgresql', 'react', 'kubernetes'],
  description:
    'Northwind Labs builds a deployment platform for engineering teams who would rather ship on a Friday than dread it.\n\n## How we work\n\n- Remote-friendly, with an office in Berlin-Kreuzberg\n- Small teams that own their services end to end\n- Written proposals before big changes, and a quiet-hours policy that we keep',
};

/** The demo business's postings: three open, one to close with open applications, one draft. */
export const NORTHWIND_POSTINGS: DemoPosting[] = [
  {
    title: 'Senior Backend Engineer (Go)',
    state: 'published',
    daysAgo: 3,
    location: 'Berlin, Germany',
    workplaceType: 'hybrid',
    employmentType: 'full_time',
    experienceLevel: 'senior',
    pay: { min: 78_000, max: 95_000, currency: 'EUR', period: 'year' },
    skills: ['Go', 'PostgreSQL', 'Kubernetes', 'gRPC'],
    intro:
      'Our deploy pipeline runs about 40,000 rollouts a week. You will join the team that keeps it fast and boring: the scheduler, the rollout engine and the Postgres that holds it all together.',
    does: [
      'Design and build services in Go that decide what gets deployed where',
      'Own a part of the rollout engine from design doc to on-call',
      'Make slow queries fast and keep the schema tidy as we grow',
    ],
    wants: [
      'Five or more years building backend services, two of them in Go',
      'Comfort with PostgreSQL beyond the ORM: plans, indexes, locks',
      'You write things down before you build them',
    ],
    questions: [
      {
        prompt: 'Are you legally authorised to work in Germany?',
        kind: 'yes_no',
        required: true,
        must_have: true,
        accepted_answers: [true],
        reuse_key: 'work_authorization:Germany',
      },
      {
        prompt: 'How many years of experience do you have with Go?',
        kind: 'number',
        required: true,
        must_have: true,
        minimum: 2,
        reuse_key: 'skill_years:go',
      },
      {
        prompt: 'Which of these have you run in production?',
        kind: 'multiple_choice',
        options: ['PostgreSQL', 'Kubernetes', 'gRPC', 'Kafka'],
      },
      {
        prompt: 'Tell us about a slow system you made fast.',
        kind: 'long_text',
      },
    ],
  },
  {
    title: 'Frontend Engineer, Design Systems',
    state: 'published',
    daysAgo: 9,
    location: 'Remote (Europe)',
    workplaceType: 'remote',
    employmentType: 'full_time',
    experienceLevel: 'mid',
    pay: { min: 62_000, max: 76_000, currency: 'EUR', period: 'year' },
    skills: ['TypeScript', 'React', 'CSS', 'Accessibility'],
    intro:
      'Our dashboard is used by thousands of engineers every day, often at 2 a.m. during an incident. We want every screen to be calm, fast and usable with a keyboard alone.',
    does: [
      'Grow our component library and the tokens behind both themes',
      'Pair with product engineers when they need a new pattern',
      'Test with screen readers and fix what they find',
    ],
    wants: [
      'Three or more years of React and TypeScript',
      'You know your way around WCAG and ARIA, and care about both',
      'An eye for spacing, type and motion',
    ],
  },
  {
    title: 'Data Engineer',
    state: 'published',
    daysAgo: 20,
    location: 'Berlin, Germany',
    workplaceType: 'hybrid',
    employmentType: 'full_time',
    experienceLevel: 'mid',
    pay: { min: 64_000, max: 80_000, currency: 'EUR', period: 'year' },
    skills: ['Python', 'SQL', 'dbt', 'Kafka'],
    intro:
      'Every deploy leaves a trail of events. We turn them into the reports our customers use to see how often they ship and how often it goes wrong.',
    does: [
      'Build and run the pipelines from Kafka to our warehouse',
      'Model deploy and incident data with dbt',
      'Help customers trust the numbers: tests, lineage, clear definitions',
    ],
    wants: [
      'Solid SQL and Python',
      'Experience with a streaming system (Kafka, Kinesis or similar)',
      'You enjoy explaining data to people who are not data engineers',
    ],
  },
  {
    title: 'DevOps Engineer',
    state: 'closed',
    daysAgo: 45,
    location: 'Berlin, Germany',
    workplaceType: 'onsite',
    employmentType: 'full_time',
    experienceLevel: 'mid',
    pay: { min: 60_000, max: 72_000, currency: 'EUR', period: 'year' },
    skills: ['Terraform', 'AWS', 'Linux', 'Prometheus'],
    intro:
      'We run our own platform on our own platform. This role looks after the infrastructure underneath it: networks, clusters and the monitoring that wakes us up.',
    does: [
      'Keep our Kubernetes clusters patched, sized and cheap',
      'Manage AWS with Terraform, reviewed like any other code',
      'Improve alerts so that every page is worth waking up for',
    ],
    wants: [
      'Hands-on experience running production infrastructure on AWS',
      'Terraform and Linux you can debug at the command line',
      'A calm head during incidents',
    ],
  },
  {
    title: 'Staff Engineer, Developer Experience',
    state: 'draft',
    daysAgo: 0,
    location: 'Remote (Europe)',
    workplaceType: 'remote',
    employmentType: 'full_time',
    experienceLevel: 'lead',
    pay: { min: 105_000, max: 125_000, currency: 'EUR', period: 'year' },
    skills: ['Go', 'TypeScript', 'CI/CD'],
    intro:
      'Our own engineers wait eleven minutes for CI on a good day. We want someone to make that two, and to keep it there as the team doubles.',
    does: [
      'Own the build, test and release tooling of the whole company',
      'Set direction for local development and CI',
    ],
    wants: ['Deep experience with build systems and CI at scale', 'You lead through writing'],
  },
];

/** Applicants of the demo business (accounts that are not meant to sign in). */
export const DEMO_APPLICANTS = [
  {
    firstName: 'Jonas',
    lastName: 'Albrecht',
    headline: 'Backend engineer, payments and Go',
    location: 'Hamburg, Germany',
    letter:
      'Hello Northwind team,\n\nI have spent four years on the ledger service at a Hamburg payments company, most of it in Go on PostgreSQL. Your post about zero-downtime schema changes is the reason I am applying.\n\nBest regards,\nJonas',
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    headline: 'Frontend engineer focused on accessibility',
    location: 'Amsterdam, Netherlands',
    letter:
      'Hi,\n\nI maintain the component library at a Dutch travel site and led its move to react-aria last year. I would love to do the same kind of work for a product engineers rely on during incidents.\n\nPriya',
  },
  {
    firstName: 'Tomás',
    lastName: 'Ferreira',
    headline: 'Data engineer — Kafka, dbt, Snowflake',
    location: 'Porto, Portugal',
    letter:
      'Hello,\n\nI build streaming pipelines for a logistics company today: Kafka into Snowflake, modelled with dbt. Deploy events sound like a great next data set.\n\nThanks for reading,\nTomás',
  },
  {
    firstName: 'Aiko',
    lastName: 'Tanaka',
    headline: 'Senior Go engineer, distributed systems',
    location: 'Berlin, Germany',
    letter:
      'Dear Northwind Labs,\n\nI have been using your platform at my current job for two years and have opinions about the rollout engine, most of them fond. I would like to work on it.\n\nKind regards,\nAiko Tanaka',
  },
  {
    firstName: 'Samuel',
    lastName: 'Okonkwo',
    headline: 'Design systems engineer',
    location: 'London, UK',
    letter:
      'Hello,\n\nI have built two design systems from scratch, one of them with dark mode from the first day. Happy to share both in a call.\n\nSamuel',
  },
  {
    firstName: 'Lena',
    lastName: 'Kowalczyk',
    headline: 'Analytics engineer',
    location: 'Warsaw, Poland',
    letter:
      'Hi Northwind team,\n\nI moved from analysis into analytics engineering two years ago and now look after our dbt project of 400 models. I would love to help customers trust their deploy numbers.\n\nLena',
  },
] as const;

/** The demo customer's cover letter to `company` for `title`. */
export const mayaLetter = (company: string, title: string) =>
  `Hello ${company} team,\n\nI am a backend engineer in Lisbon with five years of Go and PostgreSQL, most recently on the billing platform of a ride-sharing company. The ${title} role reads like the work I enjoy most, and I would love to talk about it.\n\nBest,\nMaya Okafor`;

/** A message of a demo conversation (issue 28): its side, how long ago it was written, its text. */
export interface DemoMessage {
  from: 'business' | 'customer';
  hoursAgo: number;
  body: string;
}

/**
 * The demo conversations (issue 28): on Maya's application in interviews at another company (the
 * business asks, Maya answers, the business's last message unread for Maya) and on her application
 * to Northwind Labs (her answer unread for the demo business).
 */
export const DEMO_CONVERSATIONS: { interviewing: DemoMessage[]; northwind: DemoMessage[] } = {
  interviewing: [
    {
      from: 'business',
      hoursAgo: 7 * 24,
      body: 'Hi Maya, thanks again for applying. Would Thursday at 15:00 CET work for a 45-minute call with the team?',
    },
    {
      from: 'customer',
      hoursAgo: 7 * 24 - 2,
      body: 'Thursday at 15:00 works for me. Thank you! Should I prepare anything in particular?',
    },
    {
      from: 'business',
      hoursAgo: 3,
      body: 'Great call today! Next step: a short take-home on model serving. We will send it tomorrow; take the time you need.',
    },
  ],
  northwind: [
    {
      from: 'business',
      hoursAgo: 20,
      body: 'Thanks for applying, Maya! Could you tell us about a project you are proud of?',
    },
    {
      from: 'customer',
      hoursAgo: 18,
      body: 'Of course. I rebuilt the inference pipeline of my last team: p95 latency went from 900 ms to 180 ms.\nHappy to walk you through it.',
    },
  ],
};
