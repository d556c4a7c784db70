/**
 * The namespaces of the signed-in screens and of the job-alert unsubscribe page: a chunk of their
 * own, added to the catalogue by `loadScreenMessages` before those routes render.
 */
import { webConversations } from './web-conversations.ts';
import { webInterviews } from './web-interviews.ts';
import { webNotifications } from './web-notifications.ts';
import { webSettings } from './web-settings.ts';
// marketplace screens
import { webMarket } from './web-market.ts';
import { webMarketJobs } from './web-market-jobs.ts';
import { webMarketCompanies } from './web-market-companies.ts';
import { webMarketApplications } from './web-market-applications.ts';
import { webMarketPostings } from './web-market-postings.ts';
import { webMarketDashboard } from './web-market-dashboard.ts';
// saved searches and job alerts
import { webSavedSearches } from './web-saved-searches.ts';
// pipeline board (business Applications)
import { webMarketBoard } from './web-market-board.ts';
// hiring teams
import { webTeam } from './web-team.ts';
import { webTeamWork } from './web-team-work.ts';

/** The English namespaces loaded with the screens that use them. */
export const screenMessages = {
  webConversations,
  webInterviews,
  webNotifications,
  webSettings,
  // --- marketplace screens ---
  webMarket,
  webMarketJobs,
  webMarketCompanies,
  webMarketApplications,
  // --- saved searches and job alerts ---
  webSavedSearches,
  webMarketPostings,
  webMarketDashboard,
  // --- pipeline board ---
  webMarketBoard,
  // --- hiring teams ---
  webTeam,
  webTeamWork,
} as const;
