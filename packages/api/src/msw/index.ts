/**
 * `@hireloop/api/msw`: canned, contract-typed MSW handlers (openapi-msw over msw 3) for every
 * operation of the /api/v1 contract, in named groups, with named scenarios per group, for
 * Storybook stories and component tests. The answers are fixed demo data (`demo.ts`, typed from
 * the generated schema); a small state (`state.ts`) keeps the changes a story must see persist.
 * The mocks check no rule: validation, ownership, limits and relevance are tested on the server.
 *
 * @example Storybook (msw-storybook-addon 3): every group, one replaced by a scenario
 *   parameters: { msw: { handlers: { ...handlerGroups, notifications: scenarios.notifications.empty } } }
 *   beforeEach: () => resetMockState()
 *
 * @example Node tests (vitest)
 *   import { setupServer } from 'msw/node';
 *   import { demoAccounts, handlers } from '@hireloop/api/msw';
 *   const server = setupServer(...handlers);
 *   // fetch('http://localhost/api/v1/c/jobs', { headers: { Authorization: `Bearer ${demoAccounts.customer.token}` } })
 */
import { createHandlerGroups, type HandlerGroups } from './handlers.ts';
import { createScenarios, type Scenarios } from './scenarios.ts';

export * as demo from './demo.ts';
export {
  DEMO_PASSWORD,
  DEMO_VERIFICATION_TOKEN,
  EXPIRED_VERIFICATION_TOKEN,
  demoAccounts,
  demoIds,
  pageMeta,
  summaryOf,
  type Schemas,
} from './demo.ts';
export {
  accountOf,
  createHandlerGroups,
  handlerGroupNames,
  type HandlerGroupName,
  type HandlerGroups,
} from './handlers.ts';
export {
  SCENARIO_EXPIRING_SECONDS,
  SCENARIO_RETRY_AFTER_SECONDS,
  createScenarios,
  type CommonScenarios,
  type Scenarios,
} from './scenarios.ts';
export { MockState, mockState, resetMockState } from './state.ts';

/** Every group's normal handlers over the default state. */
export const handlerGroups: HandlerGroups = createHandlerGroups();

/** Every operation's handler, flattened: `setupServer(...handlers)`. */
export const handlers = Object.values(handlerGroups).flat();

/** Named scenarios per group over the default state (see {@link createScenarios}). */
export const scenarios: Scenarios = createScenarios();
