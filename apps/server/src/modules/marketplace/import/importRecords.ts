/**
 * The records of the real marketplace data set (see importData.ts and the data folder's README):
 * the shapes of `companies.jsonl` and `jobs.jsonl`, how the files are found and read (plain or
 * gzip-compressed), and how a record maps to the fields Hireloop stores (company size, profile
 * description, the posting row of a listing). Pure functions and file reading; no database.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { BulkPosting } from './bulk.ts';
import { parsePlace, postingPlaces } from '../companies/places.ts';
import { multiLine, singleLine } from '../rows.ts';

/** `companies.source` of minimal profiles made for companies that only appear in listings. */
export const LISTING_COMPANY_SOURCE = 'simplifyjobs';
/** Rows per INSERT statement. @default 500 */
export const IMPORT_BATCH_SIZE = 500;

/** A line of companies.jsonl (README fields). */
export interface CompanyRecord {
  slug: string;
  name: string;
  website: string | null;
  careers_url: string | null;
  region: string | null;
  remote_policy: string | null;
  company_size: string | null;
  technologies: string[] | null;
  added_at: string | null;
  updated_at: string | null;
  blurb?: string | null;
  size_text?: string | null;
  remote_status?: string | null;
  region_text?: string | null;
  technologies_text?: string | null;
  office_locations?: string | null;
  how_to_apply?: string | null;
}

/** A line of jobs.jsonl (README fields). */
export interface JobRecord {
  id: string;
  source_list: string;
  company_name: string;
  title: string;
  locations: string[] | null;
  terms: string[] | null;
  date_posted: number;
  date_updated: number | null;
  active: boolean;
  url: string | null;
  sponsorship: string | null;
}

/** What an import did. */
export interface ImportResult {
  companies: { read: number; created: number; existing: number; withoutProfile: number };
  postings: {
    read: number;
    created: number;
    existing: number;
    published: number;
    closed: number;
    /** Listings sharing the id of an earlier listing of the same list (kept as `<id>~2`, …). */
    duplicateIds: number;
  };
  /**
   * What the import did to the listings as a sync (decision 202): `added` new, `updated` (changed
   * since the last import, reopened or closed by their source included), `closed` (published but no
   * longer in the import's lists, closed now), `unchanged` (in the import, already as it says).
   */
  sync: { added: number; updated: number; closed: number; unchanged: number };
  elapsedMs: number;
}

/** The summary line of an import's sync, e.g. `Listings: 3 added, 2 updated, 1 closed, 7,280 unchanged`. */
export function syncSummary({ sync }: Pick<ImportResult, 'sync'>): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    `Listings: ${n(sync.added)} added, ${n(sync.updated)} updated, ` +
    `${n(sync.closed)} closed, ${n(sync.unchanged)} unchanged`
  );
}

/**
 * The data set shipped in the repository (`apps/server/data`: companies.jsonl.gz and
 * jobs.jsonl.gz), imported on the first start by default.
 */
export const REPO_DATA_DIR = fileURLToPath(new URL('../../../../data', import.meta.url));

/**
 * Reads a JSON Lines file, gunzipping it when its name ends in `.gz`.
 * @throws Error naming the file and line of a malformed record
 */
export async function readJsonLines<T>(file: string): Promise<T[]> {
  const bytes = await readFile(file);
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const out: T[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try {
      out.push(JSON.parse(line) as T);
    } catch (error) {
      throw new Error(`${file}:${i + 1}: not valid JSON (${(error as Error).message})`, {
        cause: error,
      });
    }
  });
  return out;
}

/** The key a company is matched on: its trimmed, lower-cased name. */
export const companyKey = (name: string) => singleLine(name).toLowerCase();

export { slugify } from '../../../lib/slug.ts';

/** Company size classes of the contract: tiny/startup count as small, enterprise as large. */
export function companySize(size: string | null | undefined): 'small' | 'medium' | 'large' | null {
  switch (size) {
    case 'tiny':
    case 'startup':
    case 'small':
      return 'small';
    case 'medium':
      return 'medium';
    case 'large':
    case 'enterprise':
      return 'large';
    default:
      return null;
  }
}

/** Region slugs of profiles (`north-america`): lower-case words joined by hyphens. */
export const REGION_PATTERN = /^[a-z]+(?:-[a-z]+)*$/;
/** The contract's `format: uri` test (the one its validator runs; RFC 3986). */
const isContractUri = fullFormats.uri as (value: string) => boolean;
/**
 * An absolute http(s) URL of at most 2,048 characters that the contract's `format: uri` accepts,
 * trimmed; null otherwise (`https://www.akamai.com/careers]\` parses as a URL but is no URI).
 */
export const httpUrl = (value: string | null | undefined) => {
  const v = value?.trim();
  return v && URL.canParse(v) && /^https?:\/\//i.test(v) && v.length <= 2048 && isContractUri(v)
    ? v
    : null;
};

/** The Markdown sections of a profile, in the order the company page shows them. */
export const PROFILE_SECTIONS: [keyof CompanyRecord, string | null][] = [
  ['blurb', null],
  ['size_text', 'Company size'],
  ['remote_status', 'Remote work'],
  ['region_text', 'Where they hire'],
  ['technologies_text', 'Technologies'],
  ['office_locations', 'Office locations'],
  ['how_to_apply', 'How to apply'],
];

/** The company description (Markdown) of a profile: its sections under headings, verbatim. */
export function profileDescription(record: CompanyRecord): string | null {
  const parts: string[] = [];
  for (const [field, heading] of PROFILE_SECTIONS) {
    const value = record[field];
    if (typeof value !== 'string' || !value.trim()) continue;
    parts.push(heading ? `## ${heading}\n\n${value.trim()}` : value.trim());
  }
  const text = multiLine(parts.join('\n\n'));
  return text ? text.slice(0, 20_000) : null;
}

/** Whether a listing location means remote work ("Remote in USA", "US - Remote", "remote"). */
export const isRemoteLocation = (location: string) => parsePlace(location).workplace === 'remote';

/** The posting row of a listing of company `company`. */
export function listingPosting(
  job: JobRecord,
  sourceId: string,
  company: ImportedCompany,
): BulkPosting {
  const locations = (job.locations ?? []).map(singleLine).filter(Boolean);
  const parsed = postingPlaces(locations);
  let location = locations.join('; ');
  // The contract allows 1,000 characters: keep whole locations up to that.
  while (location.length > 1000) location = location.slice(0, location.lastIndexOf('; '));
  const internship = job.source_list === 'internships-2025';
  const postedAt = new Date(job.date_posted * 1000);
  const updatedAt = new Date(Math.max(job.date_posted, job.date_updated ?? job.date_posted) * 1000);
  return {
    company_id: company.id,
    company_name: company.name,
    title: singleLine(job.title).slice(0, 200) || 'Untitled listing',
    description: null,
    excerpt: null,
    location: location || null,
    locations,
    workplace_type: parsed.workplace_type,
    employment_type: internship ? 'internship' : 'full_time',
    experience_level: internship ? 'internship' : 'entry',
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    skills: [],
    status: job.active ? 'published' : 'closed',
    published_at: postedAt,
    closed_at: job.active ? null : updatedAt,
    source: job.source_list,
    source_id: sourceId,
    source_url: httpUrl(job.url),
    terms: (job.terms ?? []).map(singleLine).filter(Boolean),
    sponsorship: job.sponsorship ? singleLine(job.sponsorship) : null,
    places: parsed.places,
    place_keys: parsed.place_keys,
    created_at: postedAt,
    updated_at: updatedAt,
  };
}

/** An imported company as the database knows it. */
export interface ImportedCompany {
  id: string;
  name: string;
}

/**
 * The file of data set `name` (`companies` or `jobs`) in `dir`: `<name>.jsonl` when it exists,
 * else `<name>.jsonl.gz` (which may not exist either: reading it then fails naming it).
 */
export function dataFile(dir: string, name: 'companies' | 'jobs'): string {
  const plain = path.join(dir, `${name}.jsonl`);
  return existsSync(plain) ? plain : `${plain}.gz`;
}

/** Whether `dir` holds both files of a data set (plain or gzip-compressed). */
export const isDataDir = (dir: string) =>
  existsSync(dataFile(dir, 'companies')) && existsSync(dataFile(dir, 'jobs'));

/** Reads both files of `dir` (plain `.jsonl` or `.jsonl.gz`, see {@link dataFile}). */
export async function readDataDir(
  dir: string,
): Promise<{ profiles: CompanyRecord[]; jobs: JobRecord[] }> {
  const [profiles, jobs] = await Promise.all([
    readJsonLines<CompanyRecord>(dataFile(dir, 'companies')),
    readJsonLines<JobRecord>(dataFile(dir, 'jobs')),
  ]);
  return { profiles, jobs };
}
