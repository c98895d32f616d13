import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'

const appShellImports = {
  group: ['**/app/*', '@/app/*'],
  message: 'The app shell imports features, not the other way round.',
}

/**
 * The folders of an app's src/features: each is a feature that imports no other
 * (decision 037 for the shop, 065 for the back office).
 */
const featuresOf = (app) =>
  readdirSync(new URL(`./apps/${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** Imports go one way in each app: shared code -> features -> the app shell. */
const importBoundaries = (app) => [
  ...featuresOf(app).map((feature) => ({
    files: [`apps/${app}/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appShellImports,
            {
              regex: `^@/features/(?!${feature}/)`,
              message:
                'A feature does not import another feature: move what both use to src/components, src/api or src/lib, or compose the two in app/routes.',
            },
            {
              regex: '^\\.\\./\\.\\./',
              message: `Two levels up leaves the feature: name a file of this feature as @/features/${feature}/..., shared code by its @/ path.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: [`apps/${app}/src/{components,lib,stores,api}/**/*.{ts,tsx}`, `apps/${app}/src/env.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '**/features/*', '@/app/*', '**/app/*'],
              message: 'Shared code does not import features or the app shell.',
            },
          ],
        },
      ],
    },
  },
]

// Tables are queried in repositories only (decision 035).
const repositoryOnly = ['@store/db/schema', 'drizzle-orm'].map((name) => ({
  name,
  allowTypeImports: true,
  message: 'Query tables in a *.repository.ts function that takes the executor it runs on.',
}))

// The order module sits below what calls it (decision 064): routes, jobs, plugins and the
// operator's command line import apps/api/src/orders, never the other way round.
const orderModuleImports = {
  regex: '^(\\.\\./)+(routes|jobs|plugins|cli)(/|$)|^(\\.\\./)+(app|server)$',
  message:
    'The order module imports no route, job, plugin or operator code: move what it needs into apps/api/src/orders or lib/, and let the caller pass it in.',
}

// Jobs sit below the routes too: a job reaches order rules through apps/api/src/orders and
// the shop's figures through apps/api/src/figures, never through a route module.
const jobImports = {
  regex: '^(\\.\\./)+routes(/|$)',
  message:
    'A job imports no route module: move what it shares with a route into apps/api/src/orders, figures or lib/.',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/db/migrations/**',
      'e2e/test-results/**',
      'bench/results/**',
      'eslint.config.js',
      'scripts/**/*.mjs',
      // The types of scripts/message-hash.mjs, checked where a test imports them.
      'scripts/**/*.d.mts',
      // Written by scripts/compile-messages.mjs from the message catalogues.
      '**/i18n/compiled/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // One validated env module per app; nothing else reads process.env.
    files: ['apps/**/*.ts', 'packages/**/*.ts'],
    ignores: ['**/env.ts', '**/*.test.ts', '**/*.config.ts', '**/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from env.ts.' },
      ],
    },
  },
  {
    // The back office reads Vite's build-time variables through src/env.ts only.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read configuration from src/env.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importBoundaries('web'),
  ...importBoundaries('admin'),
  {
    // Tables are queried in repositories only (decision 035): a route, job or service
    // decides and passes its transaction down.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.test.ts',
      '**/*fixtures.ts',
      'apps/api/src/test/**',
      'apps/api/src/cache/catalogue-writes.ts',
      'apps/api/src/lib/sql-rows.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: repositoryOnly,
        },
      ],
    },
  },
  {
    // Flat config keeps the last block's options of a rule, so the order module's
    // files carry the repository rule above together with their own.
    files: ['apps/api/src/orders/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: repositoryOnly, patterns: [orderModuleImports] }],
    },
  },
  {
    files: ['apps/api/src/orders/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [orderModuleImports] }] },
  },
  {
    files: ['apps/api/src/jobs/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: repositoryOnly, patterns: [jobImports] }],
    },
  },
  {
    files: ['apps/api/src/jobs/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [jobImports] }] },
  },
)
