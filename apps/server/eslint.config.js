// The repository's ESLint config, plus: tests read JSON answers (already checked against the
// contract by test/harness.ts), so the no-unsafe-* rules about `any` do not apply to them.
import root from '../../eslint.config.js';

export default [
  ...root,
  {
    files: ['test/**/*.ts', 'src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
];
