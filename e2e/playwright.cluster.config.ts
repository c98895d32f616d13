import { defineConfig, devices } from '@playwright/test'
import { JOURNEYS_THROUGH_NGINX } from './journeys-through-nginx'
import { CHROMIUM_ARGS } from './playwright.config'

/**
 * The shop's journeys through nginx in front of two store instances on one PostgreSQL
 * (e2e/cluster/harness.ts): nginx sends each request to the next instance, so sessions,
 * carts, checkout and payment are proven to work whichever instance answers.
 * `npm run test:cluster-journeys`.
 */
export const CLUSTER_JOURNEYS_PORT = 28_100
const NGINX_URL = `http://127.0.0.1:${CLUSTER_JOURNEYS_PORT + 1}`
// The checkout journeys take turns through a lock named after the store's port.
process.env.E2E_PORT = String(CLUSTER_JOURNEYS_PORT + 1)

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 412, height: 823 },
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  },
  baseURL: NGINX_URL,
}

export default defineConfig({
  outputDir: './test-results/cluster',
  fullyParallel: true,
  workers: 2,
  // These journeys run beside the PostgreSQL API suite on a two-core machine (scripts/test.sh):
  // each gets twice the single store's time, and a journey slowed past it once is run again,
  // which the list reports as flaky.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'off', screenshot: 'only-on-failure' },
  globalSetup: './cluster/journeys-setup.ts',
  projects: [
    {
      name: 'shop-phone',
      testDir: './tests',
      testMatch: JOURNEYS_THROUGH_NGINX,
      use: phone,
    },
    { name: 'cluster-phone', testDir: './cluster-tests', use: phone },
  ],
})
