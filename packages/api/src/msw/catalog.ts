/**
 * Hand-written marketplace content for the mock store: a handful of believable (fictional)
 * companies and the jobs they post, so that stories and the mock dev mode read like the real
 * product. Pay is in USD per year; some jobs state no pay, and one is an
 * imported listing with only a source link (no description, no pay), as imports arrive.
 */
import type { Schemas } from './types.ts';

/** A company of the catalog. `key` links jobs to it. */
export interface CatalogCompany {
  key: string;
  name: string;
  slug: string;
  website: string;
  careers_url: string | null;
  region: string | null;
  remote_policy: Schemas['RemotePolicy'] | null;
  company_size: Schemas['CompanySize'] | null;
  industry: string | null;
  location: string | null;
  description: string;
  technologies: string[];
  /** False: the company has no logo (the interface shows its initials). */
  has_logo: boolean;
}

/** A job of the catalog, before ids and times are assigned. */
export interface CatalogJob {
  key: string;
  company: string;
  title: string;
  location: string | null;
  workplace_type: Schemas['WorkplaceType'] | null;
  employment_type: Schemas['EmploymentType'] | null;
  experience_level: Schemas['ExperienceLevel'] | null;
  /** [min, max] in USD per `period`; null when the job states no pay. */
  pay: [number, number] | null;
  /** What `pay` is per. @default 'year' */
  period?: Schemas['SalaryPeriod'];
  skills: string[];
  /** First paragraph of the description; null for an imported listing without one. */
  summary: string | null;
  duties: string[];
  requirements: string[];
  status: Schemas['PostingStatus'];
  /** Days before "now" the job was published (or, for drafts, created). */
  days_ago: number;
  /** Closed jobs: days before "now" they were closed. */
  closed_days_ago?: number;
  /** Imported listings: the original posting. */
  source_url?: string;
  views: number;
}

/** Key of the company the demo business account writes. */
export const DEMO_COMPANY_KEY = 'northwind';

export const catalogCompanies: readonly CatalogCompany[] = [
  {
    key: 'northwind',
    name: 'Northwind Robotics',
    slug: 'northwind-robotics',
    website: 'https://northwind-robotics.example',
    careers_url: 'https://northwind-robotics.example/careers',
    region: 'americas',
    remote_policy: 'hybrid',
    company_size: 'medium',
    industry: 'Industrial automation',
    location: 'Pittsburgh, PA',
    description:
      'Northwind Robotics builds autonomous mobile robots that move pallets, totes and carts through ' +
      'busy warehouses and factories. Our fleet software plans thousands of missions a day for ' +
      'customers in food distribution, automotive and e-commerce.\n\n' +
      'We are an engineering-led team of 240 in Pittsburgh and Columbus, with field engineers across ' +
      'North America.',
    technologies: ['c++', 'rust', 'ros', 'python', 'typescript'],
    has_logo: true,
  },
  {
    key: 'lumen',
    name: 'Lumen Health',
    slug: 'lumen-health',
    website: 'https://lumenhealth.example',
    careers_url: 'https://lumenhealth.example/jobs',
    region: 'americas',
    remote_policy: 'remote-friendly',
    company_size: 'medium',
    industry: 'Digital health',
    location: 'Boston, MA',
    description:
      'Lumen Health gives primary-care clinics a patient app and a care-team workspace in one. More ' +
      'than 1,800 clinics use Lumen to book visits, share lab results and follow up after care.\n\n' +
      'We hire across the United States and meet in Boston once a quarter.',
    technologies: ['typescript', 'react', 'python', 'aws', 'graphql'],
    has_logo: true,
  },
  {
    key: 'tidewater',
    name: 'Tidewater Freight',
    slug: 'tidewater-freight',
    website: 'https://tidewater-freight.example',
    careers_url: 'https://tidewater-freight.example/careers',
    region: 'americas',
    remote_policy: 'onsite',
    company_size: 'large',
    industry: 'Logistics',
    location: 'Seattle, WA',
    description:
      'Tidewater Freight runs 40 cross-dock terminals along the West Coast and the software that ' +
      'routes 12,000 shipments a day through them. Our engineering teams sit next to the operations ' +
      'floor in Seattle and Tacoma.',
    technologies: ['java', 'kotlin', 'kafka', 'postgresql', 'kubernetes'],
    has_logo: true,
  },
  {
    key: 'cobalt',
    name: 'Cobalt Ledger',
    slug: 'cobalt-ledger',
    website: 'https://cobaltledger.example',
    careers_url: 'https://cobaltledger.example/careers',
    region: 'americas-europe',
    remote_policy: 'hybrid',
    company_size: 'large',
    industry: 'Financial technology',
    location: 'New York, NY',
    description:
      'Cobalt Ledger is the accounting ledger behind payouts at marketplaces and payroll providers. ' +
      'We move $4B a month with double-entry guarantees and audit trails regulators trust.',
    technologies: ['go', 'postgresql', 'grpc', 'kubernetes', 'terraform'],
    has_logo: true,
  },
  {
    key: 'fieldnote',
    name: 'Fieldnote',
    slug: 'fieldnote',
    website: 'https://fieldnote.example',
    careers_url: null,
    region: 'worldwide',
    remote_policy: 'remote-first',
    company_size: 'small',
    industry: 'Productivity software',
    location: 'Remote',
    description:
      'Fieldnote is a shared notebook for research teams: interviews, observations and insights in ' +
      'one searchable place. We are 38 people in 14 countries and have been remote since day one.',
    technologies: ['typescript', 'node.js', 'react', 'postgresql'],
    has_logo: false,
  },
  {
    key: 'harbor',
    name: 'Harbor & Pine Studio',
    slug: 'harbor-and-pine-studio',
    website: 'https://harborandpine.example',
    careers_url: null,
    region: 'americas',
    remote_policy: 'fully-remote',
    company_size: 'small',
    industry: 'Design agency',
    location: 'Portland, OR',
    description:
      'Harbor & Pine is a design and engineering studio of 22 people. We build brands, websites and ' +
      'product design systems for climate, health and education organisations.',
    technologies: ['figma', 'webflow', 'typescript'],
    has_logo: true,
  },
  {
    key: 'verdant',
    name: 'Verdant Energy',
    slug: 'verdant-energy',
    website: 'https://verdant-energy.example',
    careers_url: 'https://verdant-energy.example/join',
    region: 'americas',
    remote_policy: 'onsite',
    company_size: 'medium',
    industry: 'Renewable energy',
    location: 'Austin, TX',
    description:
      'Verdant Energy designs, installs and operates community solar farms in Texas and New Mexico, ' +
      'and forecasts their output for the grid operator every five minutes.',
    technologies: ['python', 'ml', 'iot'],
    has_logo: false,
  },
  {
    key: 'quill',
    name: 'Quill Learning',
    slug: 'quill-learning',
    website: 'https://quill-learning.example',
    careers_url: 'https://quill-learning.example/careers',
    region: 'americas',
    remote_policy: 'remote-first',
    company_size: 'small',
    industry: 'Education technology',
    location: 'Chicago, IL',
    description:
      'Quill Learning helps middle-school teachers give feedback on writing in minutes instead of ' +
      'hours. Used in 3,100 schools; a public-benefit corporation.',
    technologies: ['ruby', 'rails', 'react', 'postgresql'],
    has_logo: true,
  },
];

export const catalogJobs: readonly CatalogJob[] = [
  // Northwind Robotics: the demo business's postings, in every state.
  {
    key: 'nw-robotics-sw',
    company: 'northwind',
    title: 'Senior Robotics Software Engineer',
    location: 'Pittsburgh, PA',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'senior',
    pay: [165000, 205000],
    skills: ['C++', 'ROS 2', 'Rust', 'Linux'],
    summary:
      'Own the motion-planning stack that moves 900 robots through live warehouses. You will take ' +
      'features from simulation to the customer floor.',
    duties: [
      'Design planners that keep robots moving safely around people and forklifts',
      'Profile and harden real-time code running on the robot',
      'Mentor engineers and review designs across the autonomy team',
    ],
    requirements: [
      '6+ years of C++ or Rust in production, ideally on robots or embedded Linux',
      'Experience with ROS 2 or a comparable middleware',
      'Comfort debugging on hardware, not only in simulation',
    ],
    status: 'published',
    days_ago: 2,
    views: 318,
  },
  {
    key: 'nw-frontend',
    company: 'northwind',
    title: 'Frontend Engineer, Fleet Dashboard',
    location: 'Remote (US)',
    workplace_type: 'remote',
    employment_type: 'full_time',
    experience_level: 'mid',
    pay: [135000, 160000],
    skills: ['TypeScript', 'React', 'WebGL', 'Accessibility'],
    summary:
      'Build the dashboard that site managers use to watch and direct a fleet of robots in real time.',
    duties: [
      'Ship a live 2D map of the warehouse that stays fast with 500 moving robots',
      'Turn alarms and mission data into views people can act on in seconds',
      'Work with design on an accessible component library',
    ],
    requirements: [
      '3+ years of TypeScript and React',
      'Experience with canvas, WebGL or other high-frequency rendering',
      'Care for keyboard and screen-reader users',
    ],
    status: 'published',
    days_ago: 6,
    views: 204,
  },
  {
    key: 'nw-firmware',
    company: 'northwind',
    title: 'Embedded Firmware Engineer',
    location: 'Pittsburgh, PA',
    workplace_type: 'onsite',
    employment_type: 'full_time',
    experience_level: 'mid',
    pay: [130000, 160000],
    skills: ['C', 'RTOS', 'CAN bus', 'Python'],
    summary: 'Write the firmware for our motor controllers, battery systems and safety scanners.',
    duties: [
      'Bring up new boards with the hardware team',
      'Build test rigs that run every night against real hardware',
      'Keep the safety-rated code paths simple and certified',
    ],
    requirements: [
      '3+ years of embedded C on microcontrollers',
      'Experience with an RTOS and CAN or EtherCAT',
      'Able to read schematics and use an oscilloscope',
    ],
    status: 'published',
    days_ago: 12,
    views: 141,
  },
  {
    key: 'nw-field-tech',
    company: 'northwind',
    title: 'Field Service Technician',
    location: 'Columbus, OH',
    workplace_type: 'onsite',
    employment_type: 'full_time',
    experience_level: 'entry',
    pay: [58000, 72000],
    skills: ['Electrical troubleshooting', 'PLC', 'Customer service'],
    summary: 'Install, maintain and repair robots at customer sites across Ohio and Indiana.',
    duties: [
      'Commission new robot fleets with our deployment engineers',
      'Diagnose electrical and mechanical faults on site',
      'Train customer staff to work safely next to the robots',
    ],
    requirements: [
      'An associate degree or trade certificate in electrical or mechatronics work',
      'A valid driver licence; travel up to 50% of the time',
      'Patience and clear communication with customers',
    ],
    status: 'published',
    days_ago: 25,
    views: 96,
  },
  {
    key: 'nw-perception',
    company: 'northwind',
    title: 'Perception Engineer, Computer Vision',
    location: 'Pittsburgh, PA',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'senior',
    pay: [150000, 190000],
    skills: ['Python', 'PyTorch', 'OpenCV', 'C++'],
    summary: 'Teach our robots to recognise pallets, people and obstacles with cameras and lidar.',
    duties: [
      'Train and ship detection models that run on the robot',
      'Build datasets and labelling pipelines from fleet data',
      'Measure perception quality in the field, not only offline',
    ],
    requirements: [
      '4+ years in computer vision or 3D perception',
      'PyTorch and production C++',
      'Experience deploying models to edge hardware',
    ],
    status: 'closed',
    days_ago: 64,
    closed_days_ago: 9,
    views: 1290,
  },
  {
    key: 'nw-tpm-draft',
    company: 'northwind',
    title: 'Technical Program Manager, Deployments',
    location: 'Pittsburgh, PA',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'senior',
    pay: [150000, 180000],
    skills: ['Program management', 'Logistics', 'Jira'],
    summary: 'Run the launches of new robot fleets from contract signature to go-live.',
    duties: [
      'Plan deployments with customers, field service and engineering',
      'Keep risks, dates and budgets visible to everyone involved',
      'Improve the playbook after every launch',
    ],
    requirements: [
      '5+ years running technical programs with outside customers',
      'Experience in warehousing, manufacturing or hardware',
      'Clear writing',
    ],
    status: 'draft',
    days_ago: 1,
    views: 0,
  },
  {
    key: 'nw-intern-draft',
    company: 'northwind',
    title: 'Robotics Software Intern, Summer 2027',
    location: 'Pittsburgh, PA',
    workplace_type: 'onsite',
    employment_type: 'internship',
    experience_level: 'internship',
    pay: null,
    skills: ['Python', 'C++'],
    summary: 'Spend twelve weeks shipping a real feature to the robot fleet with a mentor.',
    duties: [
      'Pick a project with your mentor',
      'Ship it to the fleet',
      'Present it to the company',
    ],
    requirements: ['Studying computer science, robotics or a related field', 'Python or C++'],
    status: 'draft',
    days_ago: 0,
    views: 0,
  },

  // Lumen Health
  {
    key: 'lumen-frontend',
    company: 'lumen',
    title: 'Senior Frontend Engineer',
    location: 'Remote (US)',
    workplace_type: 'remote',
    employment_type: 'full_time',
    experience_level: 'senior',
    pay: [160000, 195000],
    skills: ['TypeScript', 'React', 'GraphQL', 'Accessibility'],
    summary:
      'Lead the rebuild of the patient app on the web, used by 2 million patients to book visits and read results.',
    duties: [
      'Set the architecture of the new patient web app',
      'Make every flow work with assistive technology (WCAG 2.2 AA)',
      'Pair with designers and clinicians on research sessions',
    ],
    requirements: [
      '6+ years building web applications, 3+ with React and TypeScript',
      'A track record of accessible, well-tested interfaces',
      'Interest in healthcare; experience with HIPAA is a plus',
    ],
    status: 'published',
    days_ago: 1,
    views: 512,
  },
  {
    key: 'lumen-data',
    company: 'lumen',
    title: 'Staff Data Engineer',
    location: 'Boston, MA',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'lead',
    pay: [190000, 230000],
    skills: ['Python', 'Spark', 'dbt', 'Airflow'],
    summary: 'Design the data platform that turns clinic activity into care-quality reports.',
    duties: [
      'Own the warehouse model and its data contracts',
      'Lead three data engineers and grow the team',
      'Keep patient data safe, de-identified and auditable',
    ],
    requirements: [
      '8+ years in data engineering',
      'Deep experience with Spark or a modern warehouse',
      'Experience leading projects across teams',
    ],
    status: 'published',
    days_ago: 8,
    views: 233,
  },
  {
    key: 'lumen-design',
    company: 'lumen',
    title: 'Product Designer, Clinical Tools',
    location: 'Remote (US)',
    workplace_type: 'remote',
    employment_type: 'full_time',
    experience_level: 'mid',
    pay: [125000, 150000],
    skills: ['Figma', 'User research', 'Design systems'],
    summary: 'Design the workspace nurses and doctors use between visits.',
    duties: [
      'Run research with care teams in partner clinics',
      'Design and prototype new clinical workflows',
      'Contribute to our design system',
    ],
    requirements: [
      '3+ years of product design for complex tools',
      'A portfolio that shows research and iteration',
      'Healthcare experience is a plus',
    ],
    status: 'published',
    days_ago: 15,
    views: 377,
  },
  {
    key: 'lumen-support',
    company: 'lumen',
    title: 'Customer Support Specialist',
    location: 'Remote (US)',
    workplace_type: 'remote',
    employment_type: 'full_time',
    experience_level: 'entry',
    pay: null,
    skills: ['Zendesk', 'Written communication'],
    summary: 'Help clinic staff get the most out of Lumen by chat, e-mail and phone.',
    duties: [
      'Answer questions from clinic staff within our response targets',
      'Write help-centre articles',
      'Pass product feedback to the teams that can act on it',
    ],
    requirements: ['1+ year in customer support', 'Excellent written English'],
    status: 'published',
    days_ago: 3,
    views: 188,
  },

  // Tidewater Freight
  {
    key: 'tide-backend',
    company: 'tidewater',
    title: 'Backend Engineer, Routing',
    location: 'Seattle, WA',
    workplace_type: 'onsite',
    employment_type: 'full_time',
    experience_level: 'mid',
    pay: [140000, 170000],
    skills: ['Java', 'Kotlin', 'Kafka', 'PostgreSQL'],
    summary: 'Build the services that decide which truck carries which shipment, every minute.',
    duties: [
      'Evolve our routing services in Kotlin on the JVM',
      'Stream terminal events through Kafka with exactly-once guarantees',
      'Spend a day a month on the terminal floor with operations',
    ],
    requirements: [
      '3+ years of Java or Kotlin back-end work',
      'Experience with event streaming',
      'Interest in optimisation problems',
    ],
    status: 'published',
    days_ago: 4,
    views: 164,
  },
  {
    key: 'tide-sre',
    company: 'tidewater',
    title: 'Site Reliability Engineer',
    location: 'Seattle, WA',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'senior',
    pay: [170000, 210000],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Go'],
    summary: 'Keep 40 terminals running: our systems are down, trucks stop.',
    duties: [
      'Run our Kubernetes platform on AWS and in the terminals',
      'Define SLOs with product teams and hold us to them',
      'Lead incident response and blameless reviews',
    ],
    requirements: [
      '5+ years in SRE or infrastructure',
      'Terraform and Kubernetes in production',
      'Calm under pressure',
    ],
    status: 'published',
    days_ago: 10,
    views: 120,
  },
  {
    key: 'tide-analyst',
    company: 'tidewater',
    title: 'Warehouse Systems Analyst',
    location: 'Tacoma, WA',
    workplace_type: 'onsite',
    employment_type: 'full_time',
    experience_level: 'entry',
    pay: [68000, 82000],
    skills: ['SQL', 'Excel', 'WMS'],
    summary: 'Find where time is lost on the terminal floor and fix it with data.',
    duties: [
      'Build reports on dock throughput',
      'Configure our warehouse management system',
      'Work shifts with terminal leads to test changes',
    ],
    requirements: ['SQL', 'A degree in industrial engineering, supply chain or similar'],
    status: 'published',
    days_ago: 20,
    views: 59,
  },
  {
    key: 'tide-imported',
    company: 'tidewater',
    title: 'Data Analyst, Network Planning',
    location: 'Seattle, WA; Remote in USA',
    workplace_type: null,
    employment_type: 'full_time',
    experience_level: null,
    pay: null,
    skills: [],
    summary: null,
    duties: [],
    requirements: [],
    status: 'published',
    days_ago: 5,
    source_url:
      'https://tidewater-freight.example/careers/jobs/4021337-data-analyst-network-planning',
    views: 71,
  },

  // Cobalt Ledger
  {
    key: 'cobalt-go',
    company: 'cobalt',
    title: 'Senior Go Engineer, Payments',
    location: 'New York, NY',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'senior',
    pay: [180000, 220000],
    skills: ['Go', 'PostgreSQL', 'gRPC', 'Kubernetes'],
    summary: 'Build the payout engine that moves money for 400 marketplaces, exactly once.',
    duties: [
      'Design idempotent payment flows across banking partners',
      'Keep p99 latency low while volume doubles every year',
      'Review designs for correctness and auditability',
    ],
    requirements: [
      '5+ years of back-end engineering, 2+ in Go',
      'Strong PostgreSQL skills',
      'Experience with money movement is a big plus',
    ],
    status: 'published',
    days_ago: 7,
    views: 402,
  },
  {
    key: 'cobalt-security',
    company: 'cobalt',
    title: 'Application Security Engineer',
    location: 'Remote (US)',
    workplace_type: 'remote',
    employment_type: 'full_time',
    experience_level: 'senior',
    pay: [175000, 215000],
    skills: ['AppSec', 'Threat modeling', 'Go', 'Cloud security'],
    summary: 'Help every team ship secure code without slowing down.',
    duties: [
      'Threat-model new features with product teams',
      'Run our bug bounty and triage findings',
      'Build guardrails into CI instead of checklists',
    ],
    requirements: [
      '5+ years in application security',
      'Able to read and write Go or a similar language',
      'Experience in a regulated industry',
    ],
    status: 'published',
    days_ago: 2,
    views: 215,
  },
  {
    key: 'cobalt-compliance',
    company: 'cobalt',
    title: 'Compliance Analyst (12-month contract)',
    location: 'New York, NY',
    workplace_type: 'hybrid',
    employment_type: 'contract',
    experience_level: 'mid',
    pay: null,
    skills: ['AML', 'KYC', 'Risk assessment'],
    summary: 'Support our licensing programme across US states for a year.',
    duties: [
      'Prepare state money-transmitter filings',
      'Review onboarding cases escalated by operations',
      'Keep policies and evidence up to date for audits',
    ],
    requirements: ['2+ years in fintech or bank compliance', 'Knowledge of AML and KYC rules'],
    status: 'published',
    days_ago: 18,
    views: 66,
  },
  {
    key: 'cobalt-em',
    company: 'cobalt',
    title: 'Engineering Manager, Ledger Platform',
    location: 'New York, NY',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'lead',
    pay: [230000, 270000],
    skills: ['People management', 'Go', 'Distributed systems'],
    summary: 'Lead the eight engineers who own our double-entry ledger.',
    duties: [
      'Hire, coach and grow the team',
      'Set the roadmap with product and finance',
      'Keep the ledger correct, fast and boring',
    ],
    requirements: [
      '3+ years managing engineers',
      'A background in back-end or distributed systems',
    ],
    status: 'published',
    days_ago: 29,
    views: 143,
  },

  // Fieldnote
  {
    key: 'fieldnote-fullstack',
    company: 'fieldnote',
    title: 'Full-Stack Engineer (TypeScript)',
    location: 'Remote (Worldwide)',
    workplace_type: 'remote',
    employment_type: 'full_time',
    experience_level: 'mid',
    pay: [120000, 150000],
    skills: ['TypeScript', 'Node.js', 'React', 'PostgreSQL'],
    summary: 'Ship features end to end in a small team that writes things down.',
    duties: [
      'Build product features from database to interface',
      'Improve real-time collaboration in the editor',
      'Write the design docs that replace meetings',
    ],
    requirements: [
      '3+ years with TypeScript on the server and in the browser',
      'Experience with PostgreSQL',
      'Strong written communication',
    ],
    status: 'published',
    days_ago: 3,
    views: 298,
  },
  {
    key: 'fieldnote-devrel',
    company: 'fieldnote',
    title: 'Developer Advocate',
    location: 'Remote (US or Canada)',
    workplace_type: 'remote',
    employment_type: 'full_time',
    experience_level: 'mid',
    pay: [115000, 140000],
    skills: ['Technical writing', 'Public speaking', 'TypeScript'],
    summary: 'Help teams build on the Fieldnote API and plug-in platform.',
    duties: [
      'Write guides and sample apps',
      'Speak at conferences and meet-ups',
      'Bring developer feedback to the product team',
    ],
    requirements: ['2+ years in developer relations or engineering', 'A portfolio of writing'],
    status: 'published',
    days_ago: 13,
    views: 176,
  },
  {
    key: 'fieldnote-qa',
    company: 'fieldnote',
    title: 'QA Tester (part-time)',
    location: 'Remote (Worldwide)',
    workplace_type: 'remote',
    employment_type: 'part_time',
    experience_level: 'entry',
    pay: [24, 30],
    period: 'hour',
    skills: ['Manual testing', 'Bug reporting'],
    summary: 'Test every release on web, desktop and mobile, 20 hours a week.',
    duties: ['Run release test plans', 'Write clear bug reports', 'Suggest what to automate'],
    requirements: ['An eye for detail', 'Experience with at least one bug tracker'],
    status: 'published',
    days_ago: 0,
    views: 12,
  },

  // Harbor & Pine Studio
  {
    key: 'harbor-designer',
    company: 'harbor',
    title: 'Senior Product Designer',
    location: 'Remote (US)',
    workplace_type: 'remote',
    employment_type: 'full_time',
    experience_level: 'senior',
    pay: [130000, 160000],
    skills: ['Figma', 'Prototyping', 'Design systems'],
    summary: 'Lead product design engagements for mission-driven clients.',
    duties: [
      'Lead discovery workshops with clients',
      'Design and test product experiences',
      'Build design systems that client teams can keep alive',
    ],
    requirements: ['6+ years of product design', 'Experience leading client work'],
    status: 'published',
    days_ago: 9,
    views: 251,
  },
  {
    key: 'harbor-webflow',
    company: 'harbor',
    title: 'Webflow Developer (contract)',
    location: 'Remote (US)',
    workplace_type: 'remote',
    employment_type: 'contract',
    experience_level: 'mid',
    pay: [520, 640],
    period: 'day',
    skills: ['Webflow', 'CSS', 'JavaScript'],
    summary: 'Build marketing sites in Webflow for three client projects this spring.',
    duties: ['Build pages from Figma', 'Set up CMS collections', 'Hand over to client teams'],
    requirements: ['A Webflow portfolio', 'Solid CSS'],
    status: 'published',
    days_ago: 22,
    views: 88,
  },

  // Verdant Energy
  {
    key: 'verdant-ml',
    company: 'verdant',
    title: 'Machine Learning Engineer, Forecasting',
    location: 'Austin, TX',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'mid',
    pay: [150000, 185000],
    skills: ['Python', 'PyTorch', 'Time series', 'SQL'],
    summary: 'Forecast the output of 60 solar farms every five minutes for the grid operator.',
    duties: [
      'Improve our forecasting models with weather and satellite data',
      'Run models reliably in production',
      'Explain forecast errors to the trading team',
    ],
    requirements: [
      '3+ years building ML systems',
      'Experience with time-series forecasting',
      'Python and SQL',
    ],
    status: 'published',
    days_ago: 11,
    views: 309,
  },
  {
    key: 'verdant-install',
    company: 'verdant',
    title: 'Solar Installation Lead',
    location: 'Austin, TX',
    workplace_type: 'onsite',
    employment_type: 'full_time',
    experience_level: 'senior',
    pay: [75000, 95000],
    skills: ['NABCEP certification', 'Team leadership', 'Electrical safety'],
    summary: 'Lead a crew of eight building community solar farms.',
    duties: ['Plan daily work on site', 'Keep the crew safe', 'Sign off installations'],
    requirements: ['NABCEP PV Installation Professional', '3+ years leading crews'],
    status: 'published',
    days_ago: 16,
    views: 47,
  },
  {
    key: 'verdant-intern',
    company: 'verdant',
    title: 'Electrical Engineering Intern',
    location: 'Albuquerque, NM',
    workplace_type: 'onsite',
    employment_type: 'internship',
    experience_level: 'internship',
    pay: [1100, 1300],
    period: 'week',
    skills: ['Electrical engineering', 'AutoCAD'],
    summary: 'Spend the summer designing the electrical layout of a new solar farm.',
    duties: ['Draft single-line diagrams', 'Visit sites with the engineering team'],
    requirements: ['Studying electrical engineering'],
    status: 'published',
    days_ago: 45,
    views: 134,
  },

  // Quill Learning
  {
    key: 'quill-rails',
    company: 'quill',
    title: 'Ruby on Rails Engineer',
    location: 'Remote (Americas)',
    workplace_type: 'remote',
    employment_type: 'full_time',
    experience_level: 'mid',
    pay: [125000, 150000],
    skills: ['Ruby', 'Rails', 'PostgreSQL', 'React'],
    summary: 'Build the feedback tools 40,000 teachers rely on every week.',
    duties: [
      'Ship features in our Rails monolith',
      'Keep the app fast during the back-to-school rush',
      'Visit classrooms with the product team',
    ],
    requirements: ['3+ years of Ruby on Rails', 'Interest in education'],
    status: 'published',
    days_ago: 5,
    views: 190,
  },
  {
    key: 'quill-curriculum',
    company: 'quill',
    title: 'Curriculum Designer (contract)',
    location: 'Remote (US)',
    workplace_type: 'remote',
    employment_type: 'contract',
    experience_level: 'mid',
    pay: null,
    skills: ['Curriculum design', 'ELA', 'Writing instruction'],
    summary: 'Write grade 6–8 writing lessons with our teacher community.',
    duties: ['Write lessons and rubrics', 'Pilot them with teachers'],
    requirements: ['Middle-school ELA teaching experience'],
    status: 'published',
    days_ago: 27,
    views: 53,
  },
  {
    key: 'quill-support',
    company: 'quill',
    title: 'Junior Support Engineer',
    location: 'Chicago, IL',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'entry',
    pay: [60000, 75000],
    skills: ['SQL', 'Ruby', 'Customer support'],
    summary: 'Solve the hardest questions schools send us, with SQL and a little Ruby.',
    duties: ['Investigate escalated tickets', 'Fix small bugs', 'Improve our runbooks'],
    requirements: ['Some programming experience', 'Patience and empathy'],
    status: 'published',
    days_ago: 38,
    views: 72,
  },
];

/** Headlines for generated job seekers. */
export const catalogHeadlines: readonly string[] = [
  'Frontend engineer — accessible design systems',
  'Robotics engineer focused on motion planning',
  'Embedded developer, motor control and safety systems',
  'Full-stack developer, TypeScript and PostgreSQL',
  'Field technician with five years in industrial automation',
  'Computer vision engineer, edge deployment',
  'Product designer for complex tools',
  'Recent graduate in mechatronics',
  'Program manager, hardware launches',
  'Data analyst, operations and supply chain',
];

/** Cover letter openings for generated applications. */
export const catalogCoverLetters: readonly string[] = [
  'I have spent the last four years building software that runs next to people on busy floors, and your work on fleet autonomy is exactly where I want to grow.',
  'Your posting describes the problems I enjoy most: real-time systems, hardware in the loop, and a team that ships to customers every week.',
  'I maintain the CI rigs for our robot lab and would love to bring that discipline to your firmware team.',
  'After three years as a field technician I know what breaks on site, and I would like to help fix it at the source.',
  'I led the rebuild of our operations dashboard in React and care a lot about making dense data readable.',
];
