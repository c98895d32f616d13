import type { FastifyInstance } from 'fastify'
import { confirmPayment } from '@store/contract/checkout-payment'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import {
  PAYMENT_STATUS,
  PAYMENT_STATUS_DESCRIPTIONS,
  receivePaymentNotification,
} from '@store/contract/payment'
import type { Env } from '../../env'
import { badRequest } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import { PAYMENT_CHECK_MESSAGES } from '../../services/payment'
import { channelByUid, recordedChannelName } from '../../services/payment/channels'
import { findOrderByBill } from '../../orders/order.repository'
import { settlePayment } from '../../orders/pay/settle-payment'
import { returnMessage } from './payment-messages'
import { payAgainData } from '../../orders/pay/pay-again'
import { requestOrigin } from '../../plugins/web'
import { orderLog } from '../../lib/order-log'

/** POST payment/notification marks orders paid; POST checkout-payment only reads. */
export function paymentRoutes(app: FastifyInstance, options: { now: () => Date; env: Env }) {
  const { payment } = app

  async function orderByBill(billNo: string) {
    const order = await findOrderByBill(app.db, billNo)
    if (!order) throw badRequest(CHECKOUT_MESSAGES.orderNotFound)
    return order
  }

  registerCall(app, receivePaymentNotification, async (notification, request) => {
    const found = await orderByBill(notification.bill_no)
    const log = orderLog(request.log, found.trxRef)
    const check = payment.verifyNotification(notification, {
      billNo: found.trxNo,
      grandTotal: found.grandTotal,
    })
    if (!check.ok) {
      log.warn({ reason: check.reason }, 'payment notification refused')
      throw badRequest(PAYMENT_CHECK_MESSAGES[check.reason])
    }
    const now = options.now()
    const code = check.status
    const uid = notification.payment_channel_uid
    // An id the list does not know is kept as sent; the list is corrected from Faspay's inquiry.
    if (uid && !channelByUid(uid)) log.warn({ channelUid: uid }, 'payment channel not on the list')
    const recorded = {
      paymentStatusCode: code,
      paymentStatusDesc: notification.payment_status_desc ?? PAYMENT_STATUS_DESCRIPTIONS[code],
      paymentChannel: recordedChannelName(uid, notification.payment_channel),
      paymentChannelUid: notification.payment_channel_uid ?? null,
      paymentTrxId: notification.trx_id,
      paymentReff: notification.payment_reff ?? null,
      paymentDate: notification.payment_date ?? null,
    }
    const settled = await app.catalogueWrites.transaction((writer) =>
      settlePayment(writer, found.id, { code, recorded, now }, log),
    )
    if (settled.paid) app.metrics.ordersPaid.inc()
    log.info({ paymentStatus: code, answer: settled.answer }, 'payment notification received')
    await app.orderEvents.dispatch()
    return payment.notificationAnswer(notification, settled.answer, now)
  })

  registerCall(app, confirmPayment, async (query, request) => {
    const order = await orderByBill(query.bill_no)
    const check = payment.verifyReturn(query, { billNo: order.trxNo, grandTotal: order.grandTotal })
    if (!check.ok) throw badRequest(MESSAGES.paymentReturnInvalid)
    const returnedPaid = check.status === PAYMENT_STATUS.SUCCESS
    const payAgain = await payAgainData(app.db, order, {
      returnedPaid,
      now: options.now(),
      payment,
      storeOrigin: requestOrigin(options.env, request),
    })
    return {
      data: {
        trx_status: order.status,
        message: returnMessage(order, returnedPaid),
        trx_ref: order.trxRef,
        pickup: order.shippingType === 'PICKUP_ON_STORE',
        // The return is signed by the payment page, so it opens no more than the guest's own mail.
        order_path: order.userId === null ? app.orderLinks.pathFor(order.trxRef) : null,
        ...(payAgain && { payment_data: payAgain }),
      },
    }
  })
}
