/**
 * Shared texts of the marketplace screens of apps/web (issue 8): the job posting view that the
 * customer's job page and the business's preview both render, and words several screens share.
 */
export const webMarket = {
  jobView: {
    overview: 'Overview',
    pay: 'Pay',
    facts: 'Job type',
    description: 'About the job',
    noDescription: 'No description was written for this job.',
    noDescriptionImported:
      'The original listing has no description. The details may be on the original listing.',
    viewOriginal: 'View original listing',
    newTab: '(opens in a new tab)',
    skills: 'Skills',
    about: 'About {{company}}',
    industry: 'Industry',
    headquarters: 'Headquarters',
    size: 'Size',
    remotePolicy: 'Remote policy',
    openJobs_zero: 'No other open jobs',
    openJobs_one: 'See {{count}} open job',
    openJobs_other: 'See all {{count}} open jobs',
    companyPage: 'Company page',
    website: 'Company website',
    closed: 'This job is closed and no longer accepts applications.',
    closedOn: 'This job was closed on {{date}} and no longer accepts applications.',
    notPublished: 'Not published yet',
  },
  actions: {
    save: 'Save',
    saved: 'Saved',
    apply: 'Apply now',
    applyTitle: 'Interested in working at {{company}}?',
    applyText:
      'Apply with a PDF resume or the one on your profile, and add a cover letter if you like.',
    appliedTitle: 'You applied to this job',
    appliedText: 'Follow its progress in your applications.',
    viewApplication: 'View your application',
  },
  results: {
    count_zero: 'No jobs',
    count_one: '{{formatted}} job',
    count_other: '{{formatted}} jobs',
  },
  saved: {
    added: 'Saved to your Saved Jobs.',
    removed: 'Removed from your Saved Jobs.',
    undo: 'Undo',
  },
} as const;
