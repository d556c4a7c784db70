/**
 * Find Jobs matching beyond single words: phrases, exclusions, a company's own name first, typo
 * corrections (both directions), places with short forms, imported listings' workplace,
 * sponsorship and term filters with their facets, suggestions, and any text in q answered with
 * 200 or a validation error naming the field — never a 500.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import type { Schema } from '../../src/contract/types.ts';
import {
  bulkInsert,
  POSTING_COLUMNS,
  type BulkPosting,
} from '../../src/modules/marketplace/import/bulk.ts';
import { backfillPlaces } from '../../src/modules/marketplace/companies/places.ts';
import { searchJobs, toJobSearch, TOTAL_CAP } from '../../src/modules/marketplace/search/search.ts';
import { invalidateJobSearch } from '../../src/modules/marketplace/search/searchCache.ts';
import {
  refreshSearchVocabulary,
  suggestJobSearch,
} from '../../src/modules/marketplace/search/suggest.ts';
import { queryRows } from '../../src/db/client.ts';
import { sql } from 'drizzle-orm';
import { createJob, search } from './helpers.ts';
import { z } from 'zod';

let t: TestApp;
let maya: TestUser;
let northwind: TestUser;
let other: TestUser;

const titles = (page: Schema<'JobSearchResponse'>) => page.data.map((j) => j.title);
const counts = (list: { value: string | number; count: number }[]) =>
  Object.fromEntries(list.map((f) => [f.value, f.count]));

/** A row of `companyId`'s raw SQL. */
const companyIdRow = z.object({ id: z.string() });

async function companyId(user: TestUser): Promise<string> {
  const [row] = await queryRows(
    t.db,
    sql`SELECT id FROM companies WHERE user_id = ${user.user.id}`,
    companyIdRow,
  );
  return row!.id;
}

/** An imported-style listing (no description or pay), parsed later by backfillPlaces. */
function listing(
  company: { id: string; name: string },
  i: number,
  fields: Partial<BulkPosting>,
): BulkPosting {
  const at = new Date(t.clock.now().getTime() - (100 - i) * 60_000);
  return {
    company_id: company.id,
    company_name: company.name,
    title: 'Listing',
    description: null,
    excerpt: null,
    location: null,
    locations: [],
    workplace_type: null,
    employment_type: 'internship',
    experience_level: 'internship',
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    skills: [],
    status: 'published',
    published_at: at,
    closed_at: null,
    source: 'internships-2025',
    source_id: `listing-${i}`,
    source_url: null,
    terms: [],
    sponsorship: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  maya = await t.registerCustomer();
  northwind = await t.registerBusiness({ business_name: 'Northwind' });
  other = await t.registerBusiness({ business_name: 'Contoso' });
  const job = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    description: `${title}: build things with a small team.`,
    location: 'Berlin, Germany',
    skills: [],
    ...extra,
  });
  // Older first: the Northwind posting is the oldest, so only its name can rank it first.
  await createJob(t, northwind, job('Warehouse Associate'));
  await createJob(t, other, job('Sales Lead, Northwind Region North America'));
  await createJob(t, other, job('Account Executive North America'));
  await createJob(t, other, job('Machine Learning Engineer', { skills: ['Python'] }));
  await createJob(t, other, job('Learning Designer, machine shop'));
  await createJob(t, other, job('Software Engineer, Payments', { location: 'NYC' }));
  await createJob(t, other, job('Java Developer', { location: 'New York, NY' }));

  const contoso = { id: await companyId(other), name: 'Contoso' };
  await bulkInsert(t.db, 'postings', POSTING_COLUMNS, [
    listing(contoso, 1, {
      title: 'Firmware Intern',
      locations: ['Remote in USA'],
      sponsorship: 'Offers Sponsorship',
      terms: ['Summer 2026'],
    }),
    listing(contoso, 2, {
      title: 'Hardware Intern',
      locations: ['SF; Austin, TX'],
      sponsorship: 'Does Not Offer Sponsorship',
      terms: ['Summer 2026', 'Fall 2026'],
    }),
    listing(contoso, 3, {
      title: 'Quant Intern',
      locations: ['Hybrid - Chicago, IL'],
      sponsorship: 'Other',
      terms: ['Fall 2026'],
    }),
  ]);
  await backfillPlaces(t.db);
});
afterAll(() => t?.close());

describe('matching and ranking', () => {
  it("ranks a company's own postings first when its name is searched", async () => {
    const page = await search(t, maya, 'q=northwind');
    expect(titles(page)[0]).toBe('Warehouse Associate');
    expect(titles(page)).toContain('Sales Lead, Northwind Region North America');
  });

  it('matches a quoted phrase only in that order, and excludes -words', async () => {
    const phrase = titles(await search(t, maya, 'q=%22machine%20learning%22'));
    expect(phrase).toContain('Machine Learning Engineer');
    expect(phrase).not.toContain('Learning Designer, machine shop');
    const loose = titles(await search(t, maya, 'q=machine%20learning'));
    expect(loose).toContain('Learning Designer, machine shop');
    expect(titles(await search(t, maya, 'q=machine%20learning%20-designer'))).toEqual([
      'Machine Learning Engineer',
    ]);
    expect(titles(await search(t, maya, 'q=-%22north%20america%22%20north'))).not.toContain(
      'Account Executive North America',
    );
  });

  it('corrects a word that matches nothing, names the correction, and searches as typed on request', async () => {
    const corrected = await search(t, maya, 'q=machne%20lerning%20engineer');
    expect(corrected.correction).toEqual({
      query: 'machine learning engineer',
      original: 'machne lerning engineer',
    });
    expect(titles(corrected)[0]).toBe('Machine Learning Engineer');
    const exact = await search(t, maya, 'q=machne%20lerning&autocorrect=false');
    expect(exact.correction ?? null).toBeNull();
    expect(exact.data).toEqual([]);
    // A word that matches something is never corrected.
    expect((await search(t, maya, 'q=warehouse')).correction ?? null).toBeNull();
  });
});

describe('places', () => {
  it('finds NYC and New York, NY alike, by short form, city and state', async () => {
    for (const location of ['NYC', 'New%20York', 'New%20York%2C%20NY', 'new%20york%20city']) {
      expect(titles(await search(t, maya, `location=${location}`)).sort()).toEqual([
        'Java Developer',
        'Software Engineer, Payments',
      ]);
    }
  });

  it('parses imported locations into places, several per posting, and classifies the workplace', async () => {
    expect(titles(await search(t, maya, 'location=Bay%20Area'))).toEqual(['Hardware Intern']);
    expect(titles(await search(t, maya, 'location=Austin'))).toEqual(['Hardware Intern']);
    expect(titles(await search(t, maya, 'location=Remote%20in%20USA'))).toEqual([
      'Firmware Intern',
    ]);
    expect(titles(await search(t, maya, 'location=USA&q=intern')).sort()).toEqual([
      'Firmware Intern',
      'Hardware Intern',
      'Quant Intern',
    ]);
    const imported = await search(t, maya, 'q=intern');
    expect(counts(imported.facets.workplace_type)).toEqual({ onsite: 1, hybrid: 1, remote: 1 });
    expect(titles(await search(t, maya, 'q=intern&workplace_type=onsite'))).toEqual([
      'Hardware Intern',
    ]);
    expect(counts(imported.facets.location)).toMatchObject({
      'Remote (United States)': 1,
      'San Francisco, CA': 1,
      'Austin, TX': 1,
      'Hybrid (Chicago, IL)': 1,
    });
  });
});

describe('sponsorship and terms', () => {
  it('filters by any of the chosen values and counts each facet without its own filter', async () => {
    const page = await search(t, maya, 'q=intern&term=Fall%202026');
    expect(titles(page).sort()).toEqual(['Hardware Intern', 'Quant Intern']);
    // The term facet ignores the term filter; sponsorship counts apply it.
    expect(counts(page.facets.term)).toEqual({ 'Summer 2026': 2, 'Fall 2026': 2 });
    expect(counts(page.facets.sponsorship)).toEqual({
      offers_sponsorship: 0,
      does_not_offer_sponsorship: 1,
      us_citizenship_required: 0,
      not_stated: 1,
    });
    const either = await search(
      t,
      maya,
      'q=intern&sponsorship=offers_sponsorship&sponsorship=not_stated',
    );
    expect(titles(either).sort()).toEqual(['Firmware Intern', 'Quant Intern']);
    expect(counts(either.facets.sponsorship)).toEqual({
      offers_sponsorship: 1,
      does_not_offer_sponsorship: 1,
      us_citizenship_required: 0,
      not_stated: 1,
    });
    expect(either.total_is_capped).toBe(false);
    expect(TOTAL_CAP).toBe(10_000);
  });
});

describe('suggestions', () => {
  const suggest = async (query: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/suggestions?${query}`,
      token: maya.token,
    });
    return res;
  };

  it('suggests titles, companies and skills by word prefix and by similarity', async () => {
    const res = await suggest('q=machi');
    expect(res.statusCode).toBe(200);
    const data = (res.data as Schema<'SearchSuggestionsResponse'>).data;
    expect(data).toContainEqual({ kind: 'title', value: 'Machine Learning Engineer' });
    const byTypo = (await suggest('q=northwnd')).data as Schema<'SearchSuggestionsResponse'>;
    expect(byTypo.data).toContainEqual({ kind: 'company', value: 'Northwind' });
    const skill = (await suggest('q=pyth')).data as Schema<'SearchSuggestionsResponse'>;
    expect(skill.data).toContainEqual({ kind: 'skill', value: 'Python' });
  });

  it('answers a text typed again without the database, and a new posting once the views are refreshed', async () => {
    // "northwnd" fills no list from the index in memory, so its first answer runs the trigram statement.
    const first = await suggestJobSearch(t.db, 'northwnd', 'keywords', 8);
    expect(first).toContainEqual({ kind: 'company', value: 'Northwind' });
    const execute = vi.spyOn(t.db, 'execute');
    try {
      expect(await suggestJobSearch(t.db, 'northwnd', 'keywords', 8)).toEqual(first);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
    const welder = { kind: 'title', value: 'Zephyrine Welder' };
    expect(await suggestJobSearch(t.db, 'zephyrine', 'keywords', 8)).not.toContainEqual(welder);
    await createJob(t, northwind, { title: 'Zephyrine Welder' });
    await refreshSearchVocabulary(t.db);
    expect(await suggestJobSearch(t.db, 'zephyrine', 'keywords', 8)).toContainEqual(welder);
  });

  it('expands short forms of places in the location box', async () => {
    const res = await suggest('q=nyc&field=location');
    const data = (res.data as Schema<'SearchSuggestionsResponse'>).data;
    expect(data[0]).toEqual({ kind: 'place', value: 'New York, NY' });
    const limited = (await suggest('q=a&limit=1')).data as Schema<'SearchSuggestionsResponse'>;
    expect(limited.data.length).toBeLessThanOrEqual(1);
  });

  it('refuses a customer-less request, and names odd limits in a 422 without a 500', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/c/jobs/suggestions?q=a' })).statusCode,
    ).toBe(401);
    expect((await suggest('q=a&limit=11')).statusCode).toBe(422);
    expect((await suggest('q=')).statusCode).toBe(422);
    expect((await suggest('q=%22%22%20-%20%F0%9F%98%80')).statusCode).toBe(200);
  });
});

describe('any text in q', () => {
  it('answers 200 or a validation error naming q, never 500', async () => {
    const odd = [
      '"',
      '""',
      '"unclosed phrase',
      '-',
      '--',
      '- -"',
      '-"north america"',
      "'); DROP TABLE postings; --",
      '!(&|):*<->',
      '😀 🚀 engineer',
      'ｅｎｇｉｎｅｅｒ',
      'a'.repeat(200),
      '"a b c d e f g h i j k l m n"',
      '-a -b -c -d -e -f -g -h -i -j -k',
    ];
    for (const q of odd) {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/c/jobs?q=${encodeURIComponent(q)}`,
        token: maya.token,
      });
      expect(res.statusCode, q).toBe(200);
    }
    // A NUL byte is removed from query parameters before anything reads them (http/inputGuard.ts).
    const nul = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs?q=${encodeURIComponent('a\u0000b')}`,
      token: maya.token,
    });
    expect(nul.statusCode).toBe(200);
    // Text the contract refuses is a 422 naming q, from the search and from its suggestions.
    for (const q of ['x'.repeat(10_000), 'x'.repeat(201), 'tab\there', 'bell\u0007', 'del\u007f']) {
      for (const path of ['/api/v1/c/jobs', '/api/v1/c/jobs/suggestions']) {
        const res = await t.request({
          method: 'GET',
          url: `${path}?q=${encodeURIComponent(q)}`,
          token: maya.token,
        });
        expect(res.statusCode, `${path} ${JSON.stringify(q.slice(0, 20))}`).toBe(422);
        const body = res.json<{ message: string; errors: Record<string, string[]> }>();
        expect(Object.keys(body.errors)).toEqual(['q']);
        expect(body.message).toMatch(/\bq\b/);
      }
    }
  });

  it('names every other search parameter that breaks the contract in a 422', async () => {
    const bad: [string, string][] = [
      ['location', `location=${'x'.repeat(201)}`],
      ['workplace_type', 'workplace_type=moon'],
      ['salary_min', 'salary_min=-1'],
      ['posted_within_days', 'posted_within_days=2'],
      ['company_id', 'company_id=not-a-uuid'],
      ['term', `term=${encodeURIComponent('a\u0001')}`],
      ['sort', 'sort=random'],
      ['per_page', 'per_page=500'],
    ];
    for (const [field, query] of bad) {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/c/jobs?${query}`,
        token: maya.token,
      });
      expect(res.statusCode, query).toBe(422);
      const body = res.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors).join(','), query).toMatch(new RegExp(`^${field}`));
    }
    // Other operations keep 400 for a broken query parameter.
    const other = await t.request({
      method: 'GET',
      url: '/api/v1/c/bookmarks?per_page=500',
      token: maya.token,
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('counts at the cap', () => {
  it(
    'counts exactly up to the cap; beyond, caps the total (facets stay exact from the match set, sampled from SQL)',
    { timeout: 300_000 },
    async () => {
      const contoso = { id: await companyId(other), name: 'Contoso' };
      const quokka = (i: number) =>
        listing(contoso, i, {
          title: 'Quokka Keeper',
          source_id: `quokka-${i}`,
          workplace_type: i === 0 ? 'remote' : 'onsite',
        });
      await bulkInsert(
        t.db,
        'postings',
        POSTING_COLUMNS,
        Array.from({ length: TOTAL_CAP }, (_, i) => quokka(i)),
      );
      invalidateJobSearch();
      const atCap = await search(t, maya, 'q=quokka');
      expect(atCap.meta.total).toBe(TOTAL_CAP);
      expect(atCap.total_is_capped).toBe(false);
      expect(atCap.facets_are_sampled).toBe(false);
      expect(counts(atCap.facets.workplace_type)).toMatchObject({ remote: 1, onsite: 9_999 });

      await bulkInsert(t.db, 'postings', POSTING_COLUMNS, [quokka(TOTAL_CAP)]);
      invalidateJobSearch();
      const over = await searchJobs(
        t.db,
        maya.user.id,
        toJobSearch({ q: 'quokka' }),
        t.clock.now(),
        { waitForMatchSet: true },
      );
      expect(over.meta.total).toBe(TOTAL_CAP);
      expect(over.total_is_capped).toBe(true);
      // The match set holds every match: its facets are exact beyond the cap.
      expect(over.facets_are_sampled).toBe(false);
      expect(counts(over.facets.workplace_type)).toMatchObject({ remote: 1, onsite: 10_000 });
      // The SQL statements (keywords matching more than the match set holds) count a sample.
      const fromSql = await searchJobs(
        t.db,
        maya.user.id,
        toJobSearch({ q: 'quokka' }),
        t.clock.now(),
        {
          matchSet: false,
        },
      );
      expect(fromSql.meta.total).toBe(TOTAL_CAP);
      expect(fromSql.total_is_capped).toBe(true);
      expect(fromSql.facets_are_sampled).toBe(true);
      // A filter within a capped match still gets its exact total.
      const remote = await search(t, maya, 'q=quokka&workplace_type=remote');
      expect(remote.meta.total).toBe(1);
      expect(remote.total_is_capped).toBe(false);
    },
  );
});
