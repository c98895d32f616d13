import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['./apps/api/src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The web client's payload types: *.test-d.ts files are checked by the compiler, never run.
    typecheck: {
      enabled: true,
      include: ['apps/web/**/*.test-d.ts'],
      tsconfig: './apps/web/tsconfig.json',
    },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
