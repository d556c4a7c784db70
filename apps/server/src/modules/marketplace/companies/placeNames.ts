/**
 * The place names the location parser (places.ts) knows: US states and Canadian provinces,
 * country names and short forms, nicknames of cities (NYC, SF, …) and metro areas (Bay Area,
 * Silicon Valley) with their cities. Data only.
 */

/** A parsed place. Every part is null when the text does not say it. */
export interface Place {
  city: string | null;
  /** Region code within its country: a US state or Canadian province (`NY`, `ON`). */
  region: string | null;
  /** ISO 3166 alpha-2 code (`US`, `CA`, `GB`), or the name as written for other countries. */
  country: string | null;
  workplace: 'remote' | 'hybrid' | null;
}

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};
const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};
/** Region codes → names, per country code that has them. */
export const REGIONS: Record<string, Record<string, string>> = { US: US_STATES, CA: CA_PROVINCES };

/** Country names and short forms → code; the first name per code is the display name. */
export const COUNTRY_ALIASES: Record<string, string> = {
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  us: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  america: 'US',
  'united kingdom': 'GB',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  britain: 'GB',
  canada: 'CA',
  germany: 'DE',
  france: 'FR',
  ireland: 'IE',
  india: 'IN',
  singapore: 'SG',
  switzerland: 'CH',
  netherlands: 'NL',
  spain: 'ES',
  israel: 'IL',
  japan: 'JP',
  australia: 'AU',
  mexico: 'MX',
  poland: 'PL',
  sweden: 'SE',
  china: 'CN',
  brazil: 'BR',
  portugal: 'PT',
};
/** Country code → display name (the first long alias of the code, title-cased). */
export const COUNTRY_NAMES: Record<string, string> = {};
for (const [name, code] of Object.entries(COUNTRY_ALIASES)) {
  if (!COUNTRY_NAMES[code] && name.length > 3)
    COUNTRY_NAMES[code] = name.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** Short forms and nicknames of places, as a place. */
export const PLACE_ALIASES: Record<string, Place> = {};
const city = (c: string, region: string, country = 'US'): Place => ({
  city: c,
  region,
  country,
  workplace: null,
});
for (const [alias, place] of [
  ['nyc', city('New York', 'NY')],
  ['new york city', city('New York', 'NY')],
  ['manhattan', city('New York', 'NY')],
  ['brooklyn', city('New York', 'NY')],
  ['sf', city('San Francisco', 'CA')],
  ['san fran', city('San Francisco', 'CA')],
  ['la', city('Los Angeles', 'CA')],
  ['dc', city('Washington', 'DC')],
  ['washington dc', city('Washington', 'DC')],
  ['washington d.c.', city('Washington', 'DC')],
  ['philly', city('Philadelphia', 'PA')],
  ['nola', city('New Orleans', 'LA')],
  ['atx', city('Austin', 'TX')],
  ['chi', city('Chicago', 'IL')],
] as const)
  PLACE_ALIASES[alias] = place;

/** Metro areas: a query for one matches every city in it. */
const METROS: Record<string, readonly string[]> = {
  'bay area': [
    'San Francisco',
    'San Jose',
    'Oakland',
    'Berkeley',
    'Palo Alto',
    'Mountain View',
    'Sunnyvale',
    'Santa Clara',
    'San Mateo',
    'Menlo Park',
    'Redwood City',
    'Cupertino',
    'Fremont',
    'Newark',
    'San Bruno',
    'San Carlos',
    'Foster City',
    'Milpitas',
    'Emeryville',
    'South San Francisco',
    'Burlingame',
    'Walnut Creek',
    'Pleasanton',
    'Los Gatos',
  ],
  'silicon valley': [
    'San Jose',
    'Palo Alto',
    'Mountain View',
    'Sunnyvale',
    'Santa Clara',
    'Menlo Park',
    'Cupertino',
    'Milpitas',
    'Los Gatos',
    'Redwood City',
  ],
};
/** What a job seeker may type for a metro area → its key in {@link METROS}. */
export const METRO_ALIASES: Record<string, string> = {
  'bay area': 'bay area',
  'sf bay area': 'bay area',
  'san francisco bay area': 'bay area',
  'silicon valley': 'silicon valley',
};
/** The metro areas city `cityName` belongs to (`bay area`, `silicon valley`). */
export const metrosOf = (cityName: string) =>
  Object.entries(METROS)
    .filter(([, cities]) => cities.includes(cityName))
    .map(([metro]) => metro);
