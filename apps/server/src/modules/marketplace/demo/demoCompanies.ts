/**
 * The demo companies besides the demo business (see demoContent.ts): fictional companies on
 * example.com with their published postings, each with a written description and stated pay.
 */
import type { DemoCompany } from './demoContent.ts';

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
