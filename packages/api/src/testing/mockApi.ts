/**
 * The mock API of `@hireloop/api/msw` in a Node test: `setupMockApi()` starts MSW's server with the
 * demo handlers for the file's tests and resets the handlers and the mock state before each, and
 * `callMockApi` calls it as a signed-in demo account. Test support only (not in the package build).
 */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { demoAccounts, handlers, resetMockState } from '../msw/index.ts';

/**
 * Registers the mock server's start, per-test reset and stop with the calling test file.
 * @returns the server, for a test to `use` a scenario's handlers
 */
export function setupMockApi(): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen());
  beforeEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());
  return server;
}

/**
 * Calls `method path` (under `/api/v1`) of the mock API as demo account `role`, with `body` sent
 * as JSON. @returns the HTTP status and the JSON body, read as `T` (the test asserts what it needs)
 */
export const callMockApi = <T = { data: never }>(
  method: string,
  path: string,
  role: 'customer' | 'business',
  body?: unknown,
) =>
  fetch(`http://localhost/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${demoAccounts[role].token}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as T }));
