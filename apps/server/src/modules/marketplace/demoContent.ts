/**
 * The hand-written demo content of the first start: the demo business (Northwind Labs) and three
 * other demo companies with their postings (each with a written description and stated pay), the
 * applicants of the demo business with their cover letters, and the demo customer's letters.
 * Fictional companies on example.com, written to read like real postings; nothing here is
 * generated. The benchmark's generated postings live in generate.ts and never reach a first start.
 */

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

/** The other demo companies and their published postings. */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Copperline Payments',
    slug: 'copperline-payments',
    industry: 'Financial technology',
    location: 'London, UK',
    size: 'large',
    policy: 'hybrid',
    technologies: ['java', 'kotlin', 'postgresql', 'kafka'],
    description:
      'Copperline processes card payments for 9,000 independent shops across the UK and Ireland.\n\nWe work from our office near Old Street three days a week and from wherever suits you the other two.',
    postings: [
      {
        title: 'Senior Backend Engineer, Payments',
        state: 'published',
        daysAgo: 16,
        location: 'London, UK',
        workplaceType: 'hybrid',
        employmentType: 'full_time',
        experienceLevel: 'senior',
        pay: { min: 85_000, max: 105_000, currency: 'GBP', period: 'year' },
        skills: ['Kotlin', 'Kafka', 'PostgreSQL', 'AWS'],
        intro:
          'Join the team behind our authorisation service: every tap of a card at one of our shops passes through it, and it has a 120 ms budget to answer.',
        does: [
          'Build and run the services that authorise and settle card payments',
          'Work with our scheme partners on new card features',
          'Take part in a fair, paid on-call rota',
        ],
        wants: [
          'Experience building high-volume backend systems on the JVM',
          'An understanding of idempotency, retries and exactly-once claims',
        ],
      },
      {
        title: 'Data Analyst',
        state: 'published',
        daysAgo: 13,
        location: 'London, UK',
        workplaceType: 'hybrid',
        employmentType: 'full_time',
        experienceLevel: 'entry',
        pay: { min: 38_000, max: 45_000, currency: 'GBP', period: 'year' },
        skills: ['SQL', 'Python', 'Looker'],
        intro:
          'Help our merchant team understand which shops are thriving, which are struggling and why.',
        does: [
          'Answer questions from sales and support with clear, checked numbers',
          'Build and maintain dashboards in Looker',
        ],
        wants: ['Good SQL; some Python is a plus', 'Curiosity about small businesses'],
      },
      {
        title: 'Software Engineer Intern',
        state: 'published',
        daysAgo: 6,
        location: 'London, UK',
        workplaceType: 'hybrid',
        employmentType: 'internship',
        experienceLevel: 'internship',
        pay: { min: 2_600, max: 2_900, currency: 'GBP', period: 'month' },
        skills: ['Java', 'Git', 'SQL'],
        intro:
          'A twelve-week summer internship in one of our product teams, with a mentor and a real project that ships.',
        does: [
          'Build a feature of the merchant app with your team',
          'Present what you built to the whole company in week twelve',
        ],
        wants: [
          'Studying computer science or a related subject',
          'You have built something in Java, Kotlin or a similar language',
        ],
      },
    ],
  },
  {
    name: 'Tidewater Climate',
    slug: 'tidewater-climate',
    industry: 'Climate software',
    location: 'Toronto, ON, Canada',
    size: 'small',
    policy: 'fully-remote',
    technologies: ['python', 'typescript', 'react', 'postgis'],
    description:
      'Tidewater forecasts coastal flooding for cities and ports, street by street, up to ten days ahead.\n\nWe are 34 people, fully remote across Canada and the US.',
    postings: [
      {
        title: 'Full Stack Engineer',
        state: 'published',
        daysAgo: 12,
        location: 'Remote (Canada)',
        workplaceType: 'remote',
        employmentType: 'full_time',
        experienceLevel: 'mid',
        pay: { min: 115_000, max: 140_000, currency: 'CAD', period: 'year' },
        skills: ['TypeScript', 'React', 'Python', 'PostGIS'],
        intro:
          'City emergency planners use our map to decide which streets to close before the water arrives. You will build that map and the API behind it.',
        does: [
          'Build features across our React front end and Python API',
          'Make large geospatial layers load quickly on ordinary laptops',
        ],
        wants: [
          'Three or more years building web applications end to end',
          'Interest in maps; PostGIS experience is a bonus',
        ],
      },
      {
        title: 'Machine Learning Engineer, Forecasting',
        state: 'published',
        daysAgo: 11,
        location: 'Remote (Canada)',
        workplaceType: 'remote',
        employmentType: 'full_time',
        experienceLevel: 'senior',
        pay: { min: 140_000, max: 170_000, currency: 'CAD', period: 'year' },
        skills: ['Python', 'PyTorch', 'xarray'],
        intro:
          'Our forecasts combine physical ocean models with learned corrections. Help us make them sharper where it matters: the last hundred metres before the shore.',
        does: [
          'Train and evaluate models on tide gauge and weather data',
          'Take models from notebook to the daily forecast run',
        ],
        wants: [
          'Experience training models on time series or gridded data',
          'Solid Python and an appetite for messy real-world data',
        ],
      },
      {
        title: 'Product Designer',
        state: 'published',
        daysAgo: 5,
        location: 'Remote (Canada)',
        workplaceType: 'remote',
        employmentType: 'contract',
        experienceLevel: 'mid',
        pay: { min: 75, max: 95, currency: 'CAD', period: 'hour' },
        skills: ['Figma', 'User research', 'Prototyping'],
        intro:
          'A six-month contract to redesign how port operators read and act on our flood alerts.',
        does: [
          'Interview operators and turn what they say into designs',
          'Prototype, test and hand over to engineering',
        ],
        wants: ['A portfolio of work on complex, data-heavy products'],
      },
    ],
  },
  {
    name: 'Larkspur Health',
    slug: 'larkspur-health',
    industry: 'Healthcare',
    location: 'Austin, TX',
    size: 'medium',
    policy: 'remote-first',
    technologies: ['typescript', 'react', 'go', 'aws'],
    description:
      'Larkspur runs the scheduling and reminders for 600 community clinics in Texas and Oklahoma, so that fewer patients miss the appointment they waited weeks for.',
    postings: [
      {
        title: 'Frontend Engineer (React)',
        state: 'published',
        daysAgo: 14,
        location: 'Austin, TX',
        workplaceType: 'hybrid',
        employmentType: 'full_time',
        experienceLevel: 'mid',
        pay: { min: 120_000, max: 145_000, currency: 'USD', period: 'year' },
        skills: ['TypeScript', 'React', 'Accessibility'],
        intro:
          'Front-desk staff book hundreds of appointments a day in our app. Help us make every booking a few clicks shorter.',
        does: [
          'Build the scheduling screens our clinics use all day',
          'Work closely with our design and support teams',
        ],
        wants: ['Three or more years of React', 'Care for accessibility and plain language'],
      },
      {
        title: 'Security Engineer',
        state: 'published',
        daysAgo: 10,
        location: 'Remote (US)',
        workplaceType: 'remote',
        employmentType: 'full_time',
        experienceLevel: 'senior',
        pay: { min: 150_000, max: 175_000, currency: 'USD', period: 'year' },
        skills: ['AWS', 'Threat modeling', 'Go'],
        intro:
          'We hold appointment data for over a million patients. You will lead how we protect it.',
        does: [
          'Run threat models with product teams before they build',
          'Own our AWS security baseline and the HIPAA controls behind it',
        ],
        wants: ['Experience securing cloud applications that hold sensitive data'],
      },
      {
        title: 'QA Automation Engineer',
        state: 'published',
        daysAgo: 8,
        location: 'Austin, TX',
        workplaceType: 'onsite',
        employmentType: 'part_time',
        experienceLevel: 'entry',
        pay: { min: 32, max: 38, currency: 'USD', period: 'hour' },
        skills: ['Playwright', 'TypeScript', 'CI/CD'],
        intro:
          'A part-time role (24 hours a week) growing our end-to-end tests, so that releases stop waiting on manual checks.',
        does: ['Write and maintain Playwright journeys', 'Keep the test suite fast and reliable'],
        wants: ['Some experience with TypeScript and automated tests'],
      },
    ],
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
