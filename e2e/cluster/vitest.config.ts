import { defineConfig } from 'vitest/config'

/**
 * `npm run test:cluster` (scripts/test-cluster.sh): each file starts a cluster of its own
 * (PostgreSQL, two instances, nginx) and shares it between its tests, so files run one at a
 * time on the machine's two cores.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['e2e/cluster/**/*.test.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
