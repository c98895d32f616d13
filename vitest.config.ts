import { statSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import type { Plugin } from 'vite'
import { readWebEnv } from './apps/web/src/env-schema.ts'

const appSources = (app: string) => new URL(`./apps/${app}/src/`, import.meta.url).pathname

/**
 * `@/` names the importing app's own `src` (each app's tsconfig and Vite build say the same):
 * the back office's files reach apps/admin/src, every other file the web app's.
 */
function appAlias(): Plugin {
  const admin = appSources('admin')
  const web = appSources('web')
  return {
    name: 'app-alias',
    enforce: 'pre',
    resolveId(source: string, importer: string | undefined) {
      if (!source.startsWith('@/')) return null
      const path = `${importer?.startsWith(admin) ? admin : web}${source.slice(2)}`
      const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile()
      return ['', '.ts', '.tsx', '/index.ts'].map((ext) => `${path}${ext}`).find(isFile) ?? null
    },
  }
}

/** API tests that replace a module (vi.mock) need a module graph of their own. */
const ISOLATED = ['apps/api/src/plugins/security-headers.test.ts']

/**
 * API tests that open no database, or whose subject is not the database: the PostgreSQL run
 * (scripts/test-pg.sh sets TEST_DATABASE_URL) leaves them to the embedded run. A project's own
 * `exclude` wins over the command line's, so the list lives here.
 */
const NOT_ON_POSTGRES = [
  // The process's own start-up, on the embedded database it creates.
  'apps/api/src/server.test.ts',
  // They lint source files with a typed program.
  'apps/api/src/**/*-boundary.test.ts',
  // The terminal's words and exit codes; the operator calls it makes run on PostgreSQL in
  // routes/operator/operator.test.ts.
  'apps/api/src/cli/store-command.test.ts',
  // Files and a worker process, no table.
  'apps/api/src/media/rendition-queue.test.ts',
]
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

export default defineConfig({
  plugins: [appAlias()],
  // What the web build puts in (apps/web/vite.config.ts), with no variables set.
  define: { __WEB_ENV__: JSON.stringify(readWebEnv({})) },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['./apps/api/src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The web client's payload types (apps/web/**/*.test-d.ts) are checked by the compiler
    // alone: `npm run typecheck` compiles them with the web app (decision 066).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          exclude: [...ISOLATED, ...(onPostgres ? NOT_ON_POSTGRES : [])],
          // A worker imports the API once for all its files instead of once a file: each
          // file still builds its own app on its own copy of the database (decision 066).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'rest',
          include: [
            'packages/**/*.test.ts',
            // The back office's components are checked as the server would render them (no DOM).
            'apps/{web,admin}/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            ...ISOLATED,
          ],
        },
      },
    ],
  },
})
