import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
