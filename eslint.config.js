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

const kernelPatterns = (groups) =>
  groups.map((group) => ({
    group: [group],
    message: 'core and optimizer stay free of frameworks and I/O (ARCHITECTURE.md).',
  }));

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
      'no-restricted-imports': ['error', { patterns: kernelPatterns(forbiddenInKernel) }],
    },
  },
  {
    // `@rota/optimizer/node` runs the engine in worker threads: the one folder of the optimizer
    // allowed Node built-ins (as test-fixtures/src/architecture/dependency-rules.ts says too).
    files: ['optimizer/src/node/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: kernelPatterns(forbiddenInKernel.filter((group) => group !== 'node:*')) },
      ],
    },
  },
);
