/**
 * Places: free-text job locations ("NYC", "Remote in USA", "Toronto, ON, Canada",
 * "Austin, TX Chicago, IL") parsed into city, region, country and workplace, with one alias table
 * for the common short forms (NYC, SF, LA, DC, Bay Area, UK, USA, …). The same parser reads the
 * postings' locations (at import and when a posting is written) and the location a job seeker
 * types, so "New York", "NYC" and "New York, NY" find the same jobs.
 *
 * A posting stores `places` (one display label per place, e.g. `New York, NY`, `Remote (United
 * States)`) and `place_keys` (what a location filter can match: `city:new york`, `region:us-ny`,
 * `country:us`, `metro:bay area`, `work:remote`).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import {
  COUNTRY_ALIASES,
  COUNTRY_NAMES,
  METRO_ALIASES,
  metrosOf,
  PLACE_ALIASES,
  REGIONS,
  type Place,
} from './placeNames.ts';
import { z } from 'zod';
import { dbId } from '../../../db/columns.ts';

export type { Place } from './placeNames.ts';

const clean = (s: string) =>
  s
    .replace(/\(preferred\)/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–,.\s]+|[-–,\s]+$/g, '');

function regionOf(
  part: string,
  country: string | null,
): { region: string; country: string } | null {
  const upper = part.toUpperCase();
  for (const [code, regions] of Object.entries(REGIONS)) {
    if (country && country !== code) continue;
    if (regions[upper]) return { region: upper, country: code };
    const byName = Object.entries(regions).find(
      ([, name]) => name.toLowerCase() === part.toLowerCase(),
    );
    if (byName) return { region: byName[0], country: code };
  }
  return null;
}

const countryOf = (part: string) =>
  COUNTRY_ALIASES[part.toLowerCase().replace(/\s+/g, ' ')] ?? null;

/**
 * Splits one location string into the places it names: `;`, `|`, ` / ` and `<br>` separate
 * places, and so does a US-style "City, ST" followed by another capitalised city
 * ("Austin, TX Chicago, IL").
 */
export function splitPlaces(text: string): string[] {
  return text
    .split(/\s*(?:;|\||<br\s*\/?>|\s\/\s)\s*/i)
    .flatMap((part) => part.split(/(?<=,\s?[A-Z]{2})\s+(?=[A-Z][a-z])/))
    .map(clean)
    .filter(Boolean);
}

/**
 * Parses one place ("NYC", "Remote in USA", "Toronto, ON, Canada", "US - Remote", "Hybrid",
 * "Bay Area"). Unknown single words are taken as a city; nothing is ever thrown.
 */
export function parsePlace(text: string): Place {
  let rest = clean(text);
  let workplace: Place['workplace'] = null;
  if (/\bremote\b|\bwork from home\b|\banywhere\b/i.test(rest)) workplace = 'remote';
  else if (/\bhybrid\b/i.test(rest)) workplace = 'hybrid';
  if (workplace) {
    rest = clean(
      rest
        .replace(/\b(remote|hybrid|work from home|anywhere|in|within|based|only|first)\b/gi, ' ')
        .replace(/[()]/g, ' '),
    );
  }
  const lower = rest.toLowerCase();
  const alias = PLACE_ALIASES[lower];
  if (alias) return { ...alias, workplace };
  if (!rest) return { city: null, region: null, country: null, workplace };
  const parts = rest.split(',').map(clean).filter(Boolean);
  let country: string | null = null;
  let region: string | null = null;
  // From the end: a country, then a region, then the city.
  const last = parts.at(-1);
  if (last !== undefined && countryOf(last) && parts.length > 0) {
    country = countryOf(last);
    parts.pop();
  }
  const maybeRegion = parts.at(-1);
  if (maybeRegion !== undefined) {
    const found = regionOf(maybeRegion, country);
    // A lone "New York"/"Washington" is the state unless written as a city with its state.
    if (found && (parts.length > 1 || !PLACE_ALIASES[maybeRegion.toLowerCase()])) {
      region = found.region;
      country = found.country;
      parts.pop();
    }
  }
  // "Sunnyvale CA", "San Jose US": a trailing code without a comma.
  if (parts.length === 1 && !region && !country) {
    const m = /^(.+?)\s+([A-Za-z]{2})$/.exec(parts[0] ?? '');
    if (m?.[1] && m[2]) {
      const found = regionOf(m[2], null);
      const code = countryOf(m[2]);
      if (found) [parts[0], region, country] = [m[1], found.region, found.country];
      else if (code) [parts[0], country] = [m[1], code];
    }
  }
  const first = parts[0];
  let cityName: string | null = first ?? null;
  if (cityName) {
    const cityAlias = PLACE_ALIASES[cityName.toLowerCase()];
    if (cityAlias) return { ...cityAlias, workplace };
    if (/^multiple\b|^various\b|^global$|^americas$/i.test(cityName)) cityName = null;
    else cityName = cityName.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
  }
  return { city: cityName, region, country, workplace };
}

/** Display label: `New York, NY`, `Toronto, ON, Canada`, `London, United Kingdom`, `Remote (United States)`. */
export function placeLabel(place: Place): string | null {
  const countryName = place.country ? (COUNTRY_NAMES[place.country] ?? place.country) : null;
  const regionName =
    place.region && !place.city && place.country
      ? (REGIONS[place.country]?.[place.region] ?? place.region)
      : place.region;
  const parts = [place.city, regionName].filter(Boolean) as string[];
  if (countryName && place.country !== 'US') parts.push(countryName);
  else if (countryName && parts.length === 0) parts.push(countryName);
  const where = parts.join(', ');
  if (place.workplace) {
    const kind = place.workplace === 'remote' ? 'Remote' : 'Hybrid';
    return where ? `${kind} (${where})` : kind;
  }
  return where || null;
}

/** The filter keys of a place (see the module comment). */
export function placeKeys(place: Place): string[] {
  const keys: string[] = [];
  if (place.city) {
    keys.push(`city:${place.city.toLowerCase()}`);
    for (const metro of metrosOf(place.city)) keys.push(`metro:${metro}`);
  }
  if (place.region && place.country)
    keys.push(`region:${place.country.toLowerCase()}-${place.region.toLowerCase()}`);
  if (place.country) keys.push(`country:${place.country.toLowerCase()}`);
  if (place.workplace) keys.push(`work:${place.workplace}`);
  return keys;
}

/** What a posting stores about its locations. */
export interface PostingPlaces {
  /** One label per place, in the order written, without repeats. */
  places: string[];
  /** Every filter key of every place, without repeats. */
  place_keys: string[];
  /**
   * The workplace the locations say: remote when any place is remote, hybrid when any is hybrid,
   * otherwise on-site when at least one place is named; null without locations.
   */
  workplace_type: 'onsite' | 'hybrid' | 'remote' | null;
}

/** Parses a posting's locations (each may name several places). */
export function postingPlaces(locations: readonly string[]): PostingPlaces {
  const parsed = locations.flatMap(splitPlaces).map((text) => ({ text, place: parsePlace(text) }));
  const places = [...new Set(parsed.map(({ text, place }) => placeLabel(place) ?? text))];
  const keys = [...new Set(parsed.flatMap(({ place }) => placeKeys(place)))];
  const workplace = parsed.some(({ place }) => place.workplace === 'remote')
    ? 'remote'
    : parsed.some(({ place }) => place.workplace === 'hybrid')
      ? 'hybrid'
      : parsed.length
        ? 'onsite'
        : null;
  return { places, place_keys: keys, workplace_type: workplace };
}

/**
 * The keys a typed location requires, all of them (`Remote in USA` → `work:remote`,
 * `country:us`; `Bay Area` → `metro:bay area`; `New York, NY` → `city:new york`, `region:us-ny`).
 * An unknown name ("Springfield") is taken as a city; the filter also matches the text itself.
 * @returns null when the text names no place at all
 */
export function locationQueryKeys(text: string): string[] | null {
  const metro = METRO_ALIASES[clean(text).toLowerCase()];
  if (metro) return [`metro:${metro}`];
  const keys = placeKeys(parsePlace(text));
  return keys.length ? keys : null;
}

/** Place suggestions for a typed prefix that is an alias (`nyc` → `New York, NY`). */
export function aliasSuggestions(text: string): string[] {
  const lower = clean(text).toLowerCase();
  const out: string[] = [];
  for (const [alias, place] of Object.entries(PLACE_ALIASES))
    if (alias.startsWith(lower)) out.push(placeLabel(place) ?? alias);
  for (const [alias, metro] of Object.entries(METRO_ALIASES))
    if (alias.startsWith(lower)) out.push(metro.replace(/\b\p{L}/gu, (c) => c.toUpperCase()));
  const country = countryOf(lower);
  if (country) out.push(COUNTRY_NAMES[country] ?? country);
  return [...new Set(out)];
}

/** {@link postingPlaces} as Drizzle column values (`places`, `placeKeys`) for an insert or update. */
export function placeColumns(locations: readonly string[]): {
  places: string[];
  placeKeys: string[];
} {
  const parsed = postingPlaces(locations);
  return { places: parsed.places, placeKeys: parsed.place_keys };
}

/** Postings parsed per statement by {@link backfillPlaces}. @default 1000 */
const BACKFILL_BATCH = 1000;

/** A posting whose places are not parsed yet: its id and locations. */
const unparsedPostingRow = z.object({ id: dbId, locations: z.array(z.string()) });

/**
 * Parses the locations of every posting not parsed yet (`places IS NULL`: rows written before
 * places existed) and stores their places and keys; imported listings (`source` set) also get
 * the workplace type their locations say. Idempotent; run by the import.
 * @returns how many postings were updated
 */
export async function backfillPlaces(db: DbOrTx): Promise<number> {
  let updated = 0;
  for (;;) {
    const rows = await queryRows(
      db,
      sql`SELECT id, locations FROM postings WHERE places IS NULL ORDER BY id LIMIT ${BACKFILL_BATCH}`,
      unparsedPostingRow,
    );
    if (rows.length === 0) return updated;
    const parsed = rows.map((r) => ({ id: r.id, ...postingPlaces(r.locations) }));
    await db.execute(
      sql`UPDATE postings p
             SET places = x.places, place_keys = x.place_keys,
                 workplace_type = CASE WHEN p.source IS NOT NULL THEN x.workplace_type ELSE p.workplace_type END
            FROM jsonb_to_recordset(${JSON.stringify(parsed)}::jsonb)
              AS x(id uuid, places text[], place_keys text[], workplace_type text)
           WHERE p.id = x.id`,
    );
    updated += rows.length;
  }
}
