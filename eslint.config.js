import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // fixtures/ holds third-party documents taken byte for byte (some are scripts a page loads), not our code.
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'fixtures/**',
      'test-results/**',
      'playwright-report/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A feature module reaches another only through its public surface (index.ts) and its tables (*.schema.ts,
    // for foreign keys); its queries and services stay its own. platform/ never imports a feature module.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../*/*.ts',
                '!../../**',
                '!../*/index.ts',
                '!../*/*.schema.ts',
                '!../events.ts',
                '!../index.ts',
              ],
              message: 'Import another module through its index.ts (its public surface), not its internals.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message: 'platform/ is shared infrastructure: it never imports a feature module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Module augmentation (Fastify's request type) can only be written as an interface.
    files: ['apps/server/src/platform/auth/guards.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);
