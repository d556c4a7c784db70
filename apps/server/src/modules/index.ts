/**
 * The server's modules, in the order their hooks run (platform first, then the marketplace).
 * Entry points (main.ts, seed.ts, the test harness, the benches) import this list and pass it to
 * `buildApp({modules})`, which registers each module as a Fastify plugin; modules themselves never
 * import it: a module that needs the others (account export and deletion) reads `deps.modules`.
 */
import type { ServerModule } from './types.ts';
import authModule from './auth/index.ts';
import notificationsModule from './notifications/index.ts';
import settingsModule from './settings/index.ts';
import uploadsModule from './uploads/index.ts';
import systemModule from './system/index.ts';
import marketplaceModule from './marketplace/index.ts';
import conversationsModule from './conversations/index.ts';
import interviewsModule from './interviews/index.ts';
import teamModule from './team/index.ts';

/** Every module of the server. */
export const SERVER_MODULES: readonly ServerModule[] = [
  authModule,
  notificationsModule,
  settingsModule,
  uploadsModule,
  systemModule,
  // Before the marketplace: an owner with members is refused before anything of theirs closes.
  teamModule,
  marketplaceModule,
  conversationsModule,
  interviewsModule,
];
