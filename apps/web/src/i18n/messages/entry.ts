/**
 * The namespaces the first screen of any visit needs (public pages, the app's chrome and error
 * screens, sign-in and registration): part of the entry chunk. The signed-in screens' namespaces
 * (`screens.ts`) are loaded with the signed-in area (see `loadScreenMessages`).
 */
import { webApp } from './web-app.ts';
import { webAuth } from './web-auth.ts';
import { webShell } from './web-shell.ts';

/** The English namespaces in the entry chunk. */
export const entryMessages = { webApp, webAuth, webShell } as const;
