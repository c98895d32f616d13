import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@playwright/test'
import { readEnv } from '../../apps/api/src/env'
import {
  SANDBOX_SECRET_FILE,
  paymentConfigFromEnv,
} from '../../apps/api/src/services/payment/config'
import { ADMIN_STORE_DATA_DIR } from '../playwright.config'

const DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/kainara-e2e'

/**
 * The payment settings of the store the running journey talks to: the
 * built-in page, with the secret that store made at its first start and
 * keeps in its DATA_DIR, as `npm start` does (decision 063); the back
 * office's journeys have a store of their own. A journey signs what Faspay
 * would send with it, as the store's own page does.
 */
export function storePaymentConfig() {
  const dir = test.info().project.name.startsWith('admin-') ? ADMIN_STORE_DATA_DIR : DATA_DIR
  const secret = readFileSync(join(dir, SANDBOX_SECRET_FILE), 'utf8').trim()
  return paymentConfigFromEnv(readEnv({ PAYMENT_SANDBOX_SECRET: secret }))
}
