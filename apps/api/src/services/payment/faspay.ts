import type { PaymentConfig } from './config'
import { notificationAnswer } from './notification'
import type { PaymentService } from './payment'
import { buildPaymentData } from './payment-data'
import { verifyNotification, verifyReturn } from './verify'

/**
 * Faspay Xpress (decision 021): the signed form, the signed return and
 * notification, checked with the merchant's credentials. The built-in page
 * speaks the same protocol under its own merchant (sandbox/adapter.ts).
 */
export function createFaspayPayment(config: PaymentConfig): PaymentService {
  return {
    provider: config.provider,
    channels: config.channels,
    findIssuedCode: () => Promise.resolve(null),
    paymentData: (order, storeOrigin) => buildPaymentData(order, { config, storeOrigin }),
    verifyReturn: (query, bill) => verifyReturn(query, config, bill),
    verifyNotification: (notification, bill) => verifyNotification(notification, config, bill),
    notificationAnswer,
  }
}
