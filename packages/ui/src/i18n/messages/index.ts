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
} as const;
