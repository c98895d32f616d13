import { readEnv } from '../env'
import { paymentConfigFromEnv } from '../services/payment/config'

/** The built-in payment page's secret in every test app (createTestApp). */
export const TEST_SANDBOX_SECRET = 'the payment page secret of the store under test'

/** The test store's payment settings: what tests sign Faspay's notifications and returns with. */
export const testPaymentConfig = paymentConfigFromEnv(
  readEnv({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET }),
)

/** Form fields as a browser posts them: a list repeats its field, named with [] as Xpress reads one. */
export function formBody(fields: Record<string, string | readonly string[]>): string {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value)
    else for (const item of value) body.append(`${name}[]`, item)
  }
  return body.toString()
}
