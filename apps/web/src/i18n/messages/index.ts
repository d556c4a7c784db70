/**
 * The English copy of the web app's screens, one namespace per file, added to the design system's
 * catalog by `createWebI18n`. To add a namespace: create `messages/<name>.ts` exporting a `const`
 * object `as const`, and add it to `webMessages` below.
 */
import { webApp } from './web-app.ts';
import { webAuth } from './web-auth.ts';
import { webNotifications } from './web-notifications.ts';
import { webSettings } from './web-settings.ts';
import { webShell } from './web-shell.ts';
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

/** Every English namespace of the web app's screens. */
export const webMessages = {
  webApp,
  webAuth,
  webShell,
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
} as const;
