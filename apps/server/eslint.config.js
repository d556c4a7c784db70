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
  {
    // House issue 32: a raw SQL row's type is what a zod schema checked (src/db/columns.ts), never
    // a type argument or a cast of the driver's answer.
    files: ['**/*.ts'],
    ignores: ['src/db/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(queryRows|preparedSql|readMatches|parseRows)$/][typeArguments]',
          message:
            'Pass a zod row schema (src/db/columns.ts) instead of a type argument: the row type is what the schema checked.',
        },
        {
          selector:
            'TSAsExpression > AwaitExpression > CallExpression[callee.property.name="execute"]',
          message: 'Do not cast the rows of db.execute: read them with queryRows(db, sql, schema).',
        },
      ],
    },
  },
];
