import type { PaymentData } from '@store/contract/checkout-payment'
import type { Executor } from '@store/db/client'
import type { PaymentNotificationResponse } from '@store/contract/payment'
import type { PaymentChannel } from './channel-list'
import type { NotificationAnswerKind } from './notification'
import type { BillableOrder } from './payment-data'
import type { ExpectedBill, PaymentCheck, VerifiedNotification, VerifiedReturn } from './verify'

/**
 * The payment page the store sends shoppers to, as the routes see it: Faspay,
 * or the built-in page that behaves like it (decisions 021, 022, 039). The
 * checkout and payment routes call only this.
 */
/** A number or code the payment page issued for a bill, which the shopper pays elsewhere. */
export interface IssuedPayCode {
  channelUid: string
  code: string
  /** The QRIS payload to draw again, when the page issued a QRIS code. */
  qrisPayload?: string
}

export interface PaymentService {
  readonly provider: 'faspay' | 'sandbox'
  /** The channels this setup can take: the ceiling of what the owner offers (decision 100). */
  readonly channels: readonly PaymentChannel[]
  /** The signed form the browser posts to the payment page; `storeOrigin` is where it returns. */
  paymentData(order: BillableOrder, storeOrigin: string): PaymentData
  /** Checks the query the shopper returns with; it never marks an order paid. */
  verifyReturn(query: VerifiedReturn, bill: ExpectedBill): PaymentCheck
  /** Checks a server-to-server notification, whose amount must be the order's. */
  verifyNotification(notification: VerifiedNotification, bill: ExpectedBill): PaymentCheck
  /** The answer the provider expects, dated `now` (the store's clock). */
  notificationAnswer(
    notification: Pick<VerifiedNotification, 'trx_id' | 'merchant_id' | 'bill_no'>,
    kind: NotificationAnswerKind,
    now: Date,
  ): PaymentNotificationResponse
  /**
   * The number the shopper last took from the page for this bill, to show again. Faspay's own
   * page keeps it there (Xpress is a form post), so only the built-in page answers one.
   */
  findIssuedCode(db: Executor, billNo: string): Promise<IssuedPayCode | null>
}
