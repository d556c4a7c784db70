/**
 * The sources of imported data and how a listing or profile says where it comes from: each
 * imported listing (`postings.source`) names its public list, each imported profile
 * (`companies.source`) its repository. Jobs of these lists take no in-app application.
 */

/** The public lists listings are imported from, by `postings.source`. */
export const LISTING_SOURCES = {
  'internships-2025': {
    name: 'SimplifyJobs/Summer2025-Internships',
    url: 'https://github.com/SimplifyJobs/Summer2025-Internships',
  },
  'new-grad': {
    name: 'SimplifyJobs/New-Grad-Positions',
    url: 'https://github.com/SimplifyJobs/New-Grad-Positions',
  },
} as const;

/** `postings.source` of an imported listing. */
export type ListingSource = keyof typeof LISTING_SOURCES;

/** Every `postings.source` of imported listings. */
export const LISTING_SOURCE_KEYS = Object.keys(LISTING_SOURCES) as ListingSource[];

/** Whether a posting's `source` makes it an imported listing (which is applied to off-site). */
export const isImportedListing = (source: string | null | undefined): source is ListingSource =>
  source != null && Object.hasOwn(LISTING_SOURCES, source);

/** `companies.source` of profiles from companies.jsonl. */
export const PROFILE_SOURCE = 'remoteintech';

/** Domain of the e-mail addresses of imported accounts (reserved, never delivered: RFC 2606). */
export const IMPORTED_EMAIL_DOMAIN = 'imported.invalid';

/** Where imported company profiles come from (ISC licence). */
export const PROFILE_SOURCE_INFO = {
  name: 'remoteintech/remote-jobs',
  url: 'https://github.com/remoteintech/remote-jobs',
} as const;
