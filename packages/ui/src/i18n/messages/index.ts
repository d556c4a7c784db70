/**
 * The English message catalog of the library's own components, one namespace per file. To add a
 * namespace: create `messages/<name>.ts` exporting a `const` object `as const`, and add it to `en`
 * below. Screens' copy lives with the app that shows them (an app passes it to `createI18n`).
 */
import { auth } from './auth.ts';
import { common } from './common.ts';
import { nav } from './nav.ts';
import { notifications } from './notifications.ts';
import { session } from './session.ts';
import { ui } from './ui.ts';
import { validation } from './validation.ts';
import { display } from './display.ts';
import { jobs } from './jobs.ts';
import { shell } from './shell.ts';

/** Every English namespace of the library's catalog. */
export const en = {
  common,
  auth,
  validation,
  session,
  notifications,
  nav,
  ui,
  display,
  shell,
  jobs,
} as const;
