/**
 * The postings generator (for benchmarks): N realistic postings drawn from the
 * real titles, companies and locations of the data folder, with generated descriptions, skills and
 * pay (marked `source: 'generated'`, never mistaken for imported listings). Seeded, batched, one
 * transaction per {@link GENERATE_TRANSACTION_ROWS} rows.
 */
import { Faker, en } from '@faker-js/faker';
import { DAY_MS } from '../../../clock.ts';
import type { Db } from '../../../db/client.ts';
import { bulkInsert, POSTING_COLUMNS, type BulkPosting } from './bulk.ts';
import { currencyFor, describePosting, levelFor, payFor, skillsFor } from './content.ts';
import { excerptOfText } from '../postings/excerpt.ts';
import {
  ensureImportedCompanies,
  isRemoteLocation,
  type CompanyRecord,
  type JobRecord,
} from './importData.ts';
import { postingPlaces } from '../companies/places.ts';
import { singleLine } from '../rows.ts';
import { invalidateJobSearch } from '../search/searchCache.ts';
import { refreshSearchVocabulary } from '../search/suggest.ts';

/** `postings.source` of generated postings. */
export const GENERATED_SOURCE = 'generated';
/** Rows per INSERT. @default 1000 */
export const GENERATE_BATCH_SIZE = 1000;
/** Rows per transaction. @default 10000 */
export const GENERATE_TRANSACTION_ROWS = 10_000;
/** Generated postings are published within this many days before `now`. @default 60 */
const SPREAD_DAYS = 60;

/** A real title turned into a non-intern variant half of the time (the data is mostly internships). */
function varyTitle(faker: Faker, title: string): string {
  if (!/intern|co-?op/i.test(title) || faker.datatype.boolean()) return title;
  const base = title
    .replace(/\b(summer|fall|winter|spring)?\s*(20\d\d)\b/gi, '')
    .replace(/\b(internship|intern|co-?op)s?\b/gi, '')
    .replace(/[\s\-–,/()]+$/g, '')
    .replace(/^\s*[-–,/]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (base.length < 4) return title;
  const prefix = faker.helpers.weightedArrayElement([
    { value: '', weight: 5 },
    { value: 'Senior ', weight: 3 },
    { value: 'Staff ', weight: 1 },
    { value: 'Lead ', weight: 1 },
  ]);
  return `${prefix}${base}`.slice(0, 200);
}

/**
 * Inserts `count` generated postings.
 * @param options.seed faker seed (@default 42); the same seed and data give the same postings
 * @returns how many were created and how long it took (ms)
 */
export async function generatePostings(options: {
  db: Db;
  data: { profiles: CompanyRecord[]; jobs: JobRecord[] };
  count: number;
  now: Date;
  seed?: number;
  log?: (message: string) => void;
}): Promise<{ created: number; elapsedMs: number }> {
  const started = performance.now();
  const { db, data, count, now } = options;
  const faker = new Faker({ locale: [en] });
  faker.seed(options.seed ?? 42);
  const companies = await ensureImportedCompanies(db, data, now);
  if (companies.length === 0) throw new Error('The data folder has no companies.');
  const titles = [
    ...new Set(data.jobs.map((j) => singleLine(j.title)).filter((t) => t.length > 2)),
  ];
  const locations = [
    ...new Set(data.jobs.flatMap((j) => (j.locations ?? []).map(singleLine)).filter(Boolean)),
  ];
  const runId = `${now.getTime().toString(36)}-${faker.string.alphanumeric(6)}`;

  const row = (i: number) => {
    const company = faker.helpers.arrayElement(companies);
    const title = varyTitle(faker, faker.helpers.arrayElement(titles));
    const level = levelFor(faker, title);
    const skills = skillsFor(faker, title);
    const places = faker.helpers.arrayElements(
      locations,
      faker.helpers.weightedArrayElement([
        { value: 1, weight: 4 },
        { value: 2, weight: 1 },
      ]),
    );
    const location = places.join('; ');
    const currency = currencyFor(places[0] ?? null);
    const pay = payFor(faker, level, currency);
    const description = describePosting(faker, { title, company: company.name, skills, level });
    const publishedAt = new Date(
      now.getTime() - faker.number.int({ min: 0, max: SPREAD_DAYS * DAY_MS }),
    );
    const closed = faker.number.int({ min: 1, max: 100 }) <= 8;
    const closedAt = closed
      ? new Date(
          Math.min(
            now.getTime(),
            publishedAt.getTime() + faker.number.int({ min: DAY_MS, max: 20 * DAY_MS }),
          ),
        )
      : null;
    const parsed = postingPlaces(places);
    const posting: BulkPosting = {
      company_id: company.id,
      company_name: company.name,
      title,
      description: description.markdown,
      excerpt: excerptOfText(description.text),
      location,
      locations: places,
      places: parsed.places,
      place_keys: parsed.place_keys,
      workplace_type: places.some(isRemoteLocation)
        ? 'remote'
        : faker.helpers.weightedArrayElement([
            { value: 'onsite', weight: 5 },
            { value: 'hybrid', weight: 4 },
            { value: 'remote', weight: 1 },
          ]),
      employment_type:
        level === 'internship'
          ? 'internship'
          : faker.helpers.weightedArrayElement([
              { value: 'full_time', weight: 16 },
              { value: 'contract', weight: 2 },
              { value: 'part_time', weight: 1 },
              { value: 'temporary', weight: 1 },
            ]),
      experience_level: level,
      salary_min: pay.min,
      salary_max: pay.max,
      salary_currency: currency,
      salary_period: pay.period,
      skills,
      status: closed ? 'closed' : 'published',
      published_at: publishedAt,
      closed_at: closedAt,
      source: GENERATED_SOURCE,
      source_id: `${runId}:${i}`,
      source_url: null,
      terms: [],
      sponsorship: null,
      created_at: new Date(publishedAt.getTime() - DAY_MS),
      updated_at: closedAt ?? publishedAt,
    };
    return posting;
  };

  let created = 0;
  while (created < count) {
    const inTransaction = Math.min(GENERATE_TRANSACTION_ROWS, count - created);
    await db.transaction(async (tx) => {
      for (let done = 0; done < inTransaction; done += GENERATE_BATCH_SIZE) {
        const size = Math.min(GENERATE_BATCH_SIZE, inTransaction - done);
        const rows = Array.from({ length: size }, (_, k) => row(created + done + k));
        await bulkInsert(tx, 'postings', POSTING_COLUMNS, rows);
      }
    });
    created += inTransaction;
    options.log?.(`  ${created.toLocaleString('en')} / ${count.toLocaleString('en')} postings`);
  }
  invalidateJobSearch();
  await refreshSearchVocabulary(db);
  return { created, elapsedMs: Math.round(performance.now() - started) };
}
