/**
 * The real listings of the imported data set (apps/server/data/jobs.jsonl.gz, see its README),
 * read in the test so that the journeys search for a job that really is in the imported database.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { importDir } from './env.ts';

/** One line of jobs.jsonl (the fields the journeys use). */
export interface RealListing {
  id: string;
  source_list: 'internships-2025' | 'new-grad';
  company_name: string;
  title: string;
  locations: string[];
  active: boolean;
  /** The original application page. */
  url: string | null;
}

/** jobs.jsonl of `dir`, or its gzip-compressed jobs.jsonl.gz. */
function readJobsFile(dir: string): string {
  const plain = path.join(dir, 'jobs.jsonl');
  return existsSync(plain)
    ? readFileSync(plain, 'utf8')
    : gunzipSync(readFileSync(`${plain}.gz`)).toString('utf8');
}

let cache: RealListing[] | undefined;

/** Every listing of jobs.jsonl, in file order. */
export function realListings(): RealListing[] {
  cache ??= readJobsFile(importDir)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RealListing);
  return cache;
}

/**
 * An active internship listing (imported as a published job with the employment type
 * "Internship") whose title no other active listing shares and that names one location, so a
 * keyword search for its title and the Internship filter find exactly this job among few others.
 * The first such listing in file order: the same job on every run.
 * @throws Error when the data has no such listing
 */
export function pickActiveInternship(): RealListing & { title: string } {
  const active = realListings().filter((listing) => listing.active);
  const titles = new Map<string, number>();
  for (const listing of active) {
    const key = listing.title.trim().toLowerCase();
    titles.set(key, (titles.get(key) ?? 0) + 1);
  }
  const chosen = active.find(
    (listing) =>
      listing.source_list === 'internships-2025' &&
      listing.locations.length === 1 &&
      Boolean(listing.url) &&
      /^[\w ,.&-]+$/.test(listing.title.trim()) &&
      listing.title.trim().split(/\s+/).length >= 3 &&
      titles.get(listing.title.trim().toLowerCase()) === 1,
  );
  if (!chosen) throw new Error(`No active internship with a unique title in ${importDir}`);
  return { ...chosen, title: chosen.title.trim() };
}
