/**
 * Generated posting content for the demo seed and the benchmark generator (never for imported
 * listings, which keep only what their source says): skills that fit a title, a Markdown
 * description, a pay range and currency that fit the level and place, and a small valid PDF.
 * Everything is drawn from a seeded faker, so the same seed gives the same content.
 */
import type { Faker } from '@faker-js/faker';

type Level = 'internship' | 'entry' | 'mid' | 'senior' | 'lead';

/** Skills by a keyword of the title, most specific first. */
const SKILLS_BY_KEYWORD: [RegExp, string[]][] = [
  [
    /machine learning|\bml\b|\bai\b|deep learning/i,
    ['Python', 'PyTorch', 'TensorFlow', 'CUDA', 'MLOps', 'SQL', 'Kubernetes'],
  ],
  [/data (engineer|platform)/i, ['Python', 'SQL', 'Spark', 'Airflow', 'dbt', 'Kafka', 'Snowflake']],
  [/data|analyt|quant/i, ['Python', 'SQL', 'pandas', 'Statistics', 'R', 'Tableau', 'Excel']],
  [
    /front.?end|web|ui\b|react/i,
    ['TypeScript', 'React', 'CSS', 'Accessibility', 'Vite', 'GraphQL', 'Testing Library'],
  ],
  [
    /back.?end|platform|infrastructure|api/i,
    ['Go', 'PostgreSQL', 'Kubernetes', 'gRPC', 'Redis', 'AWS', 'Terraform'],
  ],
  [/full.?stack/i, ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'Docker', 'AWS']],
  [/mobile|ios|android/i, ['Swift', 'Kotlin', 'React Native', 'iOS', 'Android', 'Firebase']],
  [/security|cyber/i, ['Threat modeling', 'Python', 'AWS', 'SIEM', 'Penetration testing', 'Linux']],
  [
    /devops|site reliability|\bsre\b|cloud/i,
    ['Kubernetes', 'Terraform', 'AWS', 'Prometheus', 'Linux', 'CI/CD'],
  ],
  [
    /embedded|firmware|hardware|electrical/i,
    ['C', 'C++', 'RTOS', 'Embedded Linux', 'Verilog', 'Oscilloscopes'],
  ],
  [/design/i, ['Figma', 'Prototyping', 'User research', 'Design systems', 'Accessibility']],
  [
    /product manag|program manag/i,
    ['Roadmapping', 'SQL', 'User research', 'Experimentation', 'Stakeholder management'],
  ],
  [/qa|test|quality/i, ['Playwright', 'Cypress', 'Test automation', 'TypeScript', 'CI/CD']],
  [
    /software|engineer|developer|programmer/i,
    ['Python', 'Java', 'TypeScript', 'Go', 'SQL', 'Git', 'Docker', 'AWS'],
  ],
  [
    /financ|account|business|market|sales|operations/i,
    ['Excel', 'SQL', 'Salesforce', 'Financial modeling', 'Communication'],
  ],
];
const GENERAL_SKILLS = ['Communication', 'Problem solving', 'SQL', 'Python', 'Git', 'Excel'];

/** 3–6 skills that fit `title`. */
export function skillsFor(faker: Faker, title: string): string[] {
  const pool = SKILLS_BY_KEYWORD.find(([re]) => re.test(title))?.[1] ?? GENERAL_SKILLS;
  return faker.helpers.arrayElements(pool, {
    min: Math.min(3, pool.length),
    max: Math.min(6, pool.length),
  });
}

/** The experience level a title suggests (or a likely one). */
export function levelFor(faker: Faker, title: string): Level {
  if (/intern|co-?op|apprentice/i.test(title)) return 'internship';
  if (/new grad|graduate|junior|entry|early career|associate|\bi\b/i.test(title)) return 'entry';
  if (/principal|staff|lead|head of|manager|director/i.test(title)) return 'lead';
  if (/senior|\bsr\b|\biii\b/i.test(title)) return 'senior';
  return faker.helpers.weightedArrayElement([
    { value: 'entry' as const, weight: 2 },
    { value: 'mid' as const, weight: 5 },
    { value: 'senior' as const, weight: 3 },
  ]);
}

/** ISO 4217 currency of a location as written in the listings (USD when unsure). */
export function currencyFor(location: string | null): string {
  if (!location) return 'USD';
  if (/canada|\b(ON|BC|QC|AB)\b|toronto|vancouver|montreal/i.test(location)) return 'CAD';
  if (/\bUK\b|united kingdom|london|england|scotland/i.test(location)) return 'GBP';
  if (
    /germany|berlin|munich|france|paris|netherlands|amsterdam|spain|madrid|ireland|dublin|portugal|lisbon|italy|europe/i.test(
      location,
    )
  )
    return 'EUR';
  return 'USD';
}

/** A pay range that fits the level: hourly for internships, yearly otherwise (rounded to 1,000). */
export function payFor(
  faker: Faker,
  level: Level,
  currency: string,
): { min: number; max: number; period: 'year' | 'hour' } {
  const factor = currency === 'GBP' ? 0.6 : currency === 'EUR' ? 0.7 : currency === 'CAD' ? 1.1 : 1;
  if (level === 'internship') {
    const min = Math.round(faker.number.int({ min: 20, max: 45 }) * factor);
    return { min, max: min + faker.number.int({ min: 0, max: 15 }), period: 'hour' };
  }
  const base = { entry: 75_000, mid: 110_000, senior: 150_000, lead: 185_000 }[level];
  const min =
    Math.round((base * factor * faker.number.float({ min: 0.85, max: 1.15 })) / 1000) * 1000;
  const max = Math.round((min * faker.number.float({ min: 1.15, max: 1.4 })) / 1000) * 1000;
  return { min, max, period: 'year' };
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * A Markdown job description for `title` at `company` asking for `skills`, with the same text as
 * plain text (what {@link import('../postings/excerpt.ts').excerptOf} would read from the Markdown).
 */
export function describePosting(
  faker: Faker,
  input: { title: string; company: string; skills: string[]; level: Level },
): { markdown: string; text: string } {
  const { title, company, skills } = input;
  const team = faker.helpers.arrayElement([
    'platform',
    'product',
    'growth',
    'core',
    'infrastructure',
    'data',
    'payments',
    'search',
  ]);
  const years = { internship: 0, entry: 1, mid: 3, senior: 5, lead: 8 }[input.level];
  const doing = faker.helpers.multiple(
    () =>
      `${faker.helpers.arrayElement(['Design', 'Build', 'Own', 'Improve', 'Ship', 'Measure', 'Maintain'])} ${faker.hacker.adjective()} ${faker.hacker.noun()} ${faker.helpers.arrayElement(['services', 'features', 'pipelines', 'tools', 'systems'])} with the ${team} team`,
    { count: { min: 3, max: 5 } },
  );
  const looking = [
    years > 0
      ? `${years}+ years of experience in a similar role`
      : 'Currently studying towards a degree in a related field',
    ...skills.slice(0, 4).map((s) => `Hands-on experience with ${s}`),
    faker.helpers.arrayElement([
      'Clear written communication in a distributed team',
      'Curiosity and care for the people who use what you build',
      'Comfort with ambiguity and with owning problems end to end',
    ]),
  ];
  const benefits = faker.helpers.arrayElements(
    [
      'Flexible hours',
      'Learning budget',
      'Health insurance',
      'Parental leave',
      'Home-office budget',
      'Equity',
      '25 days of paid leave',
    ],
    3,
  );
  const about = `${company} is hiring ${article(title)} ${title} to join its ${team} team. ${faker.company.catchPhrase()}: you will ${faker.hacker.verb()} the ${faker.hacker.adjective()} ${faker.hacker.noun()} that our customers rely on every day.`;
  const sections: [string, string[] | string][] = [
    ['About the role', about],
    ['What you will do', doing],
    ['What we look for', looking],
    ['Benefits', benefits],
  ];
  const markdown = sections
    .map(([heading, body]) =>
      [`## ${heading}`, Array.isArray(body) ? body.map((b) => `- ${b}`).join('\n') : body].join(
        '\n\n',
      ),
    )
    .join('\n\n');
  const text = sections.map(([heading, body]) => [heading, ...[body].flat()].join(' ')).join(' ');
  return { markdown, text };
}

/**
 * A small valid one-page PDF showing `lines` (Helvetica, 12 pt): what `%PDF` detection and PDF
 * viewers accept. Used for demo and benchmark resumes.
 */
export function minimalPdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7E]/g, '?');
  const text = lines
    .map((l, i) => `BT /F1 12 Tf 72 ${740 - i * 18} Td (${escape(l)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
