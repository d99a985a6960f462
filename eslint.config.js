import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const forbiddenInKernel = [
  'react',
  'react-dom',
  'axios',
  '@microsoft/signalr',
  'inversify',
  'fastify',
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'node:*',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'reports/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['core/src/**/*.ts', 'optimizer/src/**/*.ts'],
    // Tests and their fixtures (kept out of the build) read fixture files.
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbiddenInKernel.map((group) => ({
            group: [group],
            message: 'core and optimizer stay free of frameworks and I/O (ARCHITECTURE.md).',
          })),
        },
      ],
    },
  },
);
