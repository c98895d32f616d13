import type { Env } from '../../env'
import { paymentConfigFromEnv } from './config'
import { createFaspayPayment } from './faspay'
import type { PaymentService } from './payment'
import { createSandboxPayment } from './sandbox/adapter'
import { qrisMerchantFromEnv } from './qris/settings'

export { paymentConfigFromEnv, toProviderAmount, fromProviderAmount } from './config'
export type { PaymentConfig } from './config'
export type { PaymentService } from './payment'
export { BILL_VALID_HOURS } from './payment-data'
export type { BillableOrder } from './payment-data'
export { PAYMENT_CHECK_MESSAGES } from './verify'
export type { ExpectedBill, PaymentCheck } from './verify'
export { paymentOutcome } from './notification'
export type { PaymentOutcome } from './notification'
export { requestSignature, statusSignature } from './signature'

/**
 * The payment page the configuration asks for: Faspay with
 * FASPAY_MERCHANT_ID and FASPAY_PASSWORD, else the built-in page.
 */
export function createPayment(env: Env): PaymentService {
  const config = paymentConfigFromEnv(env)
  return config.provider === 'faspay'
    ? createFaspayPayment(config)
    : createSandboxPayment(config, qrisMerchantFromEnv(env))
}
