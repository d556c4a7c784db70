/**
 * The English message catalog, one namespace per file. To add a namespace: create
 * `messages/<name>.ts` exporting a `const` object `as const`, and add it to `en` below.
 */
import { auth } from './auth.ts';
import { common } from './common.ts';
import { nav } from './nav.ts';
import { notifications } from './notifications.ts';
import { session } from './session.ts';
import { ui } from './ui.ts';
import { validation } from './validation.ts';
// part B
import { display } from './display.ts';
import { jobs } from './jobs.ts';
import { shell } from './shell.ts';
// web app (apps/web) screens
import { webApp } from './web-app.ts';
import { webAuth } from './web-auth.ts';
import { webNotifications } from './web-notifications.ts';
import { webSettings } from './web-settings.ts';
import { webShell } from './web-shell.ts';
// marketplace screens (apps/web, issue 8)
import { webMarket } from './web-market.ts';
import { webMarketJobs } from './web-market-jobs.ts';
import { webMarketCompanies } from './web-market-companies.ts';
import { webMarketApplications } from './web-market-applications.ts';
import { webMarketPostings } from './web-market-postings.ts';
import { webMarketDashboard } from './web-market-dashboard.ts';
// saved searches and job alerts
import { webSavedSearches } from './web-saved-searches.ts';
// pipeline board (apps/web, business Applications)
import { webMarketBoard } from './web-market-board.ts';

/** Every English namespace of the catalog. */
export const en = {
  common,
  auth,
  validation,
  session,
  notifications,
  nav,
  ui,
  // --- part B namespaces ---
  display,
  shell,
  jobs,
  // --- web app namespaces (apps/web) ---
  webApp,
  webAuth,
  webShell,
  webNotifications,
  webSettings,
  // --- marketplace screens (apps/web, issue 8) ---
  webMarket,
  webMarketJobs,
  webMarketCompanies,
  webMarketApplications,
  // --- saved searches and job alerts ---
  webSavedSearches,
  webMarketPostings,
  webMarketDashboard,
  // --- pipeline board (apps/web) ---
  webMarketBoard,
} as const;
