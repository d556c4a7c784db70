/**
 * Labels of the job, company and application components: job cards, company
 * cards, pay ranges and the application status timeline. Enum values are the API's.
 */
export const jobs = {
  salary: {
    range: '{{min}}–{{max}}',
    from: 'From {{min}}',
    upTo: 'Up to {{max}}',
    withPeriod: '{{amount}} {{period}}',
    notStated: 'Pay not stated',
    converted: '(about {{amount}})',
    periods: {
      year: 'a year',
      month: 'a month',
      week: 'a week',
      day: 'a day',
      hour: 'an hour',
    },
  },
  workplaceType: {
    onsite: 'On-site',
    hybrid: 'Hybrid',
    remote: 'Remote',
  },
  employmentType: {
    full_time: 'Full-time',
    part_time: 'Part-time',
    contract: 'Contract',
    temporary: 'Temporary',
    internship: 'Internship',
  },
  experienceLevel: {
    internship: 'Internship',
    entry: 'Entry level',
    mid: 'Mid level',
    senior: 'Senior',
    lead: 'Lead',
  },
  companySize: {
    small: 'Small company',
    medium: 'Mid-size company',
    large: 'Large company',
  },
  remotePolicy: {
    'fully-remote': 'Fully remote',
    'remote-friendly': 'Remote-friendly',
    'remote-first': 'Remote-first',
    hybrid: 'Hybrid',
    onsite: 'On-site',
  },
  jobCard: {
    posted: 'Posted {{time}}',
    stale: 'Listed {{time}} — may no longer be open',
    closed: 'Closed',
    applied: 'Applied',
    bookmark: 'Save job: {{title}}',
    skills: 'Skills',
    moreSkills: '+{{count, number}} more',
  },
  companyCard: {
    openJobs_zero: 'No open jobs',
    openJobs_one: '{{count, number}} open job',
    openJobs_other: '{{count, number}} open jobs',
  },
  applicationStatus: {
    submitted: 'Submitted',
    reviewing: 'In review',
    interviewing: 'Interviewing',
    offered: 'Offer made',
    hired: 'Hired',
    rejected: 'Not selected',
    withdrawn: 'Withdrawn',
  },
  timeline: {
    label: 'Application progress',
    current: 'Current stage',
    upcoming: 'Upcoming',
    note: 'Note',
  },
} as const;
