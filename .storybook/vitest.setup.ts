// Setup of the Storybook Vitest project (vitest.storybook.config.ts): a story that logs an error
// to the console fails, as an uncaught error does.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const messages = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  if (messages.length > 0) {
    throw new Error(`The story logged console errors:\n${messages.join('\n')}`);
  }
});
