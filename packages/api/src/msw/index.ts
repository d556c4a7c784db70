/**
 * `@hireloop/api/msw`: canned, contract-typed MSW handlers with named scenarios per group, for
 * Storybook stories and component tests (README.md). The mocks check no rule.
 *
 * @example parameters: { msw: { handlers: { ...handlerGroups, jobs: scenarios.jobs.empty } } }
 * @example setupServer(...handlers), with `demoAccounts.customer.token` as the Bearer token
 */
import { createHandlerGroups } from './handlers.ts';

export * as demo from './demo.ts';
export {
  DEMO_PASSWORD,
  DEMO_VERIFICATION_TOKEN,
  DEMO_INVITATION_TOKEN,
  EXPIRED_VERIFICATION_TOKEN,
  demoAccounts,
  conversationIds,
  demoIds,
  teamApplicationIds,
  teamMemberIds,
  pageMeta,
  summaryOf,
  type Schemas,
} from './demo.ts';
export { DEMO_RECOVERY_CODES, DEMO_TWO_FACTOR, createHandlerGroups } from './handlers.ts';
export { scenarios } from './scenarios.ts';
export { createMockState, resetMockState, type MockState } from './state.ts';

/** Every group's normal handlers over the default state (`parameters.msw.handlers`). */
export const handlerGroups = createHandlerGroups();

/** Every operation's handler, flattened: `setupServer(...handlers)`. */
export const handlers = Object.values(handlerGroups).flat();
