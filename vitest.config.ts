import { defineConfig } from 'vitest/config'
import { readAdminEnv } from './apps/admin/src/env-schema.ts'
import { readWebEnv } from './apps/web/src/env-schema.ts'

export default defineConfig({
  resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
  // What the apps' builds put in (apps/*/vite.config.ts), with no variables set.
  define: {
    __WEB_ENV__: JSON.stringify(readWebEnv({})),
    __ADMIN_ENV__: JSON.stringify(readAdminEnv({})),
  },
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['./apps/api/src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The web client's payload types (apps/web/**/*.test-d.ts) are checked by the compiler
    // alone: `npm run typecheck` compiles them with the web app (decision 066).
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
