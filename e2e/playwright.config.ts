import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3390)
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const chromium = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 412, height: 823 },
        browserName: 'chromium',
        launchOptions: chromium,
      },
    },
    {
      name: 'desktop',
      use: {
        viewport: { width: 1366, height: 768 },
        browserName: 'chromium',
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx ../apps/api/src/server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '/tmp/kainara-e2e',
      LOG_LEVEL: 'warn',
      // The journeys move the store's clock (a 24-hour hold) through the operator's calls.
      CLOCK_SHIFT: 'on',
      // Only the images the journeys show are drawn, not the whole demo store's while they run.
      MEDIA_PRERENDER: 'off',
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    },
  },
})
