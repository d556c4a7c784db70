/**
 * The server's modules, in the order their hooks run (platform first, then the marketplace).
 * Entry points (app.ts, main.ts, seed.ts) import this list; modules themselves never do: a module
 * that needs the others (account export and deletion) reads them from `deps.modules`.
 */
import type { ServerModule } from './types.ts';
import authModule from './auth/index.ts';
import notificationsModule from './notifications/index.ts';
import settingsModule from './settings/index.ts';
import uploadsModule from './uploads/index.ts';
import systemModule from './system/index.ts';
import marketplaceModule from './marketplace/index.ts';

/** Every module of the server. */
export const SERVER_MODULES: readonly ServerModule[] = [
  authModule,
  notificationsModule,
  settingsModule,
  uploadsModule,
  systemModule,
  marketplaceModule,
];
