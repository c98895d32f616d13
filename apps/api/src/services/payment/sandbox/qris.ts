import { PAYMENT_CHANNEL_LIST } from '../channels'
import { qrisPayload } from '../qris/payload'
import type { QrisMerchant } from '../qris/payload'
import type { SandboxBill } from './bill-form'
import { virtualAccountNumber } from './virtual-account'

/** The built-in page's QRIS code for a bill, as the acquirer would issue it for the amount. */
export const qrisPayloadOf = (bill: SandboxBill, merchant: QrisMerchant) =>
  qrisPayload(merchant, { amount: bill.total, billNo: bill.fields.order_id })

/** The list's QRIS channel: one code any bank or e-wallet app pays. */
export const qrisChannel = () => PAYMENT_CHANNEL_LIST.find((channel) => channel.kind === 'qris')

/**
 * The reference under which a bill's QRIS is kept beside the virtual accounts the page issued
 * (`sandbox_virtual_accounts`), one per bill and channel: a wallet app that reads the bill
 * number from a code finds the bill by it, as the acquirer's switch would.
 */
export const qrisReference = (billNo: string, channelUid: string) =>
  virtualAccountNumber(billNo, channelUid)
