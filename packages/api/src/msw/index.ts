/**
 * `@hireloop/api/msw`: canned, contract-typed MSW handlers (openapi-msw over msw 3) for every
 * operation of the /api/v1 contract, in named groups, with named scenarios per group, for
 * Storybook stories and component tests (see README.md). The mocks check no rule: validation,
 * ownership, limits and relevance are tested on the server.
 *
 * @example Storybook (msw-storybook-addon 3): every group, one replaced by a scenario
 *   parameters: { msw: { handlers: { ...handlerGroups, notifications: scenarios.notifications.empty } } }
 *   beforeEach: () => resetMockState()
 * @example Node tests (vitest): `setupServer(...handlers)`, the demo accounts' Bearer tokens
 */
import { createHandlerGroups } from './handlers.ts';

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
export { createHandlerGroups } from './handlers.ts';
export { scenarios } from './scenarios.ts';
export { createMockState, resetMockState, type MockState } from './state.ts';

/** Every group's normal handlers over the default state (`parameters.msw.handlers`). */
export const handlerGroups = createHandlerGroups();

/** Every operation's handler, flattened: `setupServer(...handlers)`. */
export const handlers = Object.values(handlerGroups).flat();
