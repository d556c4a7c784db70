import { defineConfig } from 'vitest/config';

/** Unit tests of the statecharts: plain Node, time through XState's SimulatedClock. */
export default defineConfig({
  test: {
    name: 'machines',
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
