/**
 * `@hireloop/api/msw`: typed MSW handlers for every operation of the /api/v1 contract (openapi-msw
 * over msw 3), in named groups, over an in-memory store with fixture factories, so that Storybook
 * stories, unit tests and the mock dev mode get realistic, consistent data.
 *
 * @example Node tests (vitest)
 *   import { setupServer } from 'msw/node';
 *   import { createHandlers, createMockStore, demoAccounts } from '@hireloop/api/msw';
 *   const store = createMockStore();
 *   const server = setupServer(...createHandlers({ store }));
 *   // fetch('http://localhost/api/v1/c/jobs', { headers: { Authorization: `Bearer ${demoAccounts.customer.token}` } })
 *
 * @example Storybook (msw-storybook-addon 3)
 *   parameters: { msw: { handlers: { ...handlerGroups, notifications: scenarios.notifications.empty } } }
 *
 * @example Mock dev mode (browser)
 *   import { setupWorker } from 'msw/browser';
 *   await setupWorker(...createHandlers({ latency: 'real' })).start();
 */
import { createHandlerGroups, type HandlerGroups } from './handlers/index.ts';
import { createScenarios, type Scenarios } from './scenarios.ts';
export { savedSearchFixtures } from './handlers/savedSearches.ts';
import { defaultMockStore } from './store.ts';

export {
  createHandlerContext,
  createHandlerGroups,
  createHandlers,
  defaultMockBaseUrl,
  handlerGroupNames,
  type CreateHandlersOptions,
  type HandlerGroupName,
  type HandlerGroups,
} from './handlers/index.ts';
export {
  SCENARIO_EXPIRING_SECONDS,
  SCENARIO_RETRY_AFTER_SECONDS,
  createScenarios,
  type CommonScenarios,
  type Scenarios,
} from './scenarios.ts';
export {
  DAY_MS,
  DEMO_PASSWORD,
  DEMO_VERIFICATION_TOKEN,
  EXPIRED_VERIFICATION_TOKEN,
  INACTIVITY_LIMIT_SECONDS,
  LOGIN_ATTEMPTS,
  LOGIN_WINDOW_MS,
  MockStore,
  createMockStore,
  defaultMockStore,
  demoAccounts,
  resetMockStore,
  type MockStoreOptions,
} from './store.ts';
export {
  createFaker,
  excerptOf,
  makeApplicant,
  makeApplication,
  makeAuthResponse,
  makeBusinessApplication,
  makeBusinessProfile,
  makeCompany,
  makeCompanySummary,
  makeCustomerProfile,
  makeJob,
  makeJobCompany,
  makeJobSummary,
  makeNotification,
  makeNotificationSettings,
  makePage,
  makePaginationMeta,
  makePosting,
  makePostingContent,
  makePrivacySettings,
  makeSession,
  makeTimeline,
  makeTimelineEntry,
  makeToken,
  makeUser,
  makeValidationError,
  seedFixtures,
  toIso,
  type FixtureOptions,
} from './fixtures.ts';
export { passwordProblems as passwordErrors } from '../rules.ts';
export type { Area, Schemas } from './types.ts';

/** Every group's handlers over the default store, matching any origin (`baseUrl` `*`). */
export const handlerGroups: HandlerGroups = createHandlerGroups({ store: defaultMockStore });

/** Every operation's handler over the default store, flattened: `setupServer(...handlers)`. */
export const handlers = Object.values(handlerGroups).flat();

/** Named network scenarios per group over the default store (see {@link createScenarios}). */
export const scenarios: Scenarios = createScenarios({ store: defaultMockStore });
