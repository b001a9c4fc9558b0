import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', '.react-router/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Decision 016: a module names only its own tables (its schema.ts), never the barrel that
    // gathers them for drizzle-kit. The editor shows it at once; scripts/check-owners.mjs (run by
    // `npm run lint`) checks the whole rule: other modules only through their index.ts, raw SQL too.
    files: ['server/modules/**/*.ts', 'server/platform/**/*.ts', 'server/seed/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema.ts'],
              message: "Import your own module's schema.ts; other modules' data through their index.ts (decision 016).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The browser never imports from server/ (decision 017): API types live in common/api/, rules in
    // common/rules/. The two files exempted run only on the server: React Router's server entry, and
    // the load context's type (erased at build).
    files: ['app/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['app/entry.server.tsx', 'app/load-context.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server/',
              message:
                'The browser never imports from server/: put API types in common/api/ and shared rules in common/rules/.',
            },
          ],
        },
      ],
    },
  },
  // The formatter decides layout (.prettierrc.json); no lint rule argues with it.
  prettier,
);
