import { defineConfig, devices } from '@playwright/test'
import { JOURNEYS_THROUGH_NGINX } from './journeys-through-nginx'

const PORT = Number(process.env.E2E_PORT ?? 3390)
/**
 * The back office's journeys change the catalogue (new products, a 1,250-product import,
 * sales, stock), which the shop's journeys read as the seeded store: they get a store of
 * their own, with its data beside the shop's.
 */
const ADMIN_PORT = PORT + 1
const DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/kainara-e2e'
export const ADMIN_STORE_DATA_DIR = `${DATA_DIR}/back-office-store`
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const chromium = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }
const url = (port: number) => `http://127.0.0.1:${port}`
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 412, height: 823 },
  browserName: 'chromium' as const,
  launchOptions: chromium,
}
const desktop = {
  viewport: { width: 1366, height: 768 },
  browserName: 'chromium' as const,
  launchOptions: chromium,
}

/**
 * A journey tagged @one-size checks nothing the screen size changes (a server's limits, two
 * people at once), and whatever screens it passes are proven at phone size by another journey:
 * it runs at desktop size only (decision 066).
 */
const ONE_SIZE = /@one-size/

/** One store on a fresh embedded database, started for the run. */
const store = (port: number, dataDir: string, extraEnv: Record<string, string> = {}) => ({
  command: 'node --import tsx ../apps/api/src/server.ts',
  url: `${url(port)}/api/health`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The journeys move the store's clock (a 24-hour hold) through the operator's calls.
    CLOCK_SHIFT: 'on',
    // Only the images the journeys show are drawn, not the whole demo store's while they run.
    MEDIA_PRERENDER: 'off',
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    ...extraEnv,
  },
})

/** Journeys that would close other journeys' windows: the 'last' project runs them after. */
const LAST = ['returns-window.spec.ts']

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // Two workers, two stores and Chromium share two cores: a journey slowed past its time once is
  // run again, and the list reports it as flaky rather than hiding it.
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      // At phone size these run through nginx on two instances (npm run test:cluster-journeys).
      testIgnore: ['admin/**', ...JOURNEYS_THROUGH_NGINX, ...LAST],
      grepInvert: ONE_SIZE,
      use: { ...phone, baseURL: url(PORT) },
    },
    {
      name: 'desktop',
      testIgnore: ['admin/**', ...LAST],
      use: { ...desktop, baseURL: url(PORT) },
    },
    // Journeys that move the shop's clock days ahead run once the others are done.
    {
      name: 'last',
      testMatch: LAST,
      dependencies: ['phone', 'desktop'],
      use: { ...phone, baseURL: url(PORT) },
    },
    {
      name: 'admin-phone',
      testMatch: 'admin/**/*.spec.ts',
      grepInvert: ONE_SIZE,
      use: { ...phone, baseURL: url(ADMIN_PORT) },
    },
    {
      name: 'admin-desktop',
      testMatch: 'admin/**/*.spec.ts',
      use: { ...desktop, baseURL: url(ADMIN_PORT) },
    },
  ],
  // The back office's journeys act on orders themselves (pack, book the waybill, hand over):
  // their store runs its jobs only when a journey asks (run-job), never under a journey's feet.
  webServer: [
    store(PORT, DATA_DIR),
    store(ADMIN_PORT, ADMIN_STORE_DATA_DIR, { BACKGROUND_JOBS: 'off' }),
  ],
})
