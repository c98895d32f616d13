import type { PaymentConfig } from '../config'
import { channelByUid } from '../channels'
import { createFaspayPayment } from '../faspay'
import type { PaymentService } from '../payment'
import type { QrisMerchant } from '../qris/payload'
import { readBill } from './bill-form'
import { qrisPayloadOf } from './qris'
import { findLatestVirtualAccount } from './virtual-account.repository'

/**
 * The built-in payment page (decision 022) as the store sees it: Faspay's
 * protocol under the sandbox merchant and PAYMENT_SANDBOX_SECRET, with the
 * page served by this server (routes.ts) instead of Faspay's host.
 */
export function createSandboxPayment(
  config: PaymentConfig,
  merchant: QrisMerchant,
): PaymentService {
  if (config.provider !== 'sandbox' || config.paymentUrl !== null)
    throw new Error('the built-in payment page needs the sandbox configuration')
  return {
    ...createFaspayPayment(config),
    findIssuedCode: async (db, billNo) => {
      const issued = await findLatestVirtualAccount(db, billNo)
      if (!issued) return null
      const code = { channelUid: issued.channelUid, code: issued.vaNumber }
      if (channelByUid(issued.channelUid)?.kind !== 'qris') return code
      const reading = readBill(issued.fields as Record<string, string>, config)
      return reading.ok ? { ...code, qrisPayload: qrisPayloadOf(reading.bill, merchant) } : code
    },
  }
}
