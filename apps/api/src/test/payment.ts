import { readEnv } from '../env'
import { paymentConfigFromEnv } from '../services/payment/config'

/** The built-in payment page's secret in every test app (createTestApp). */
export const TEST_SANDBOX_SECRET = 'the payment page secret of the store under test'

/** The test store's payment settings: what tests sign Faspay's notifications and returns with. */
export const testPaymentConfig = paymentConfigFromEnv(
  readEnv({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET }),
)
