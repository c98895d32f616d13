import { statSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import type { Plugin } from 'vite'

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

export default defineConfig({
  plugins: [appAlias()],
  test: {
    include: [
      'packages/**/*.test.ts',
      'apps/**/*.test.ts',
      // The back office's components are checked as the server would render them (no DOM).
      'apps/admin/**/*.test.tsx',
      'bench/**/*.test.ts',
    ],
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
