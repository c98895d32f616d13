import { formatRupiah } from '@store/contract/format/money'
import type { OrderEventKind } from '@store/contract/order-status'
import { formatDateTime } from '@store/contract/format/date-time'
import { toWibText } from '@store/contract/format/wib-text'
import type { OrderRow } from '../order.repository'
import { PICKUP_PREPARATION_MS } from '../fulfil/pickups'

/** What an order event says to its buyer: the mail's subject and paragraphs, and the inbox line. */
export interface OrderEventMessage {
  subject: string
  paragraphs: string[]
  notification: { title: string; body: string }
}

export interface EventShowroom {
  showroomName: string
  address: string
}

const STORE_HOURS = 'Our stores are open 10:00-20:00 WIB.'

const courierOf = (order: OrderRow) => `SiCepat ${order.shippingServiceName ?? ''}`.trim()

/** The words of every event but PLACED, whose mail lists the whole order (orderConfirmationMail). */
export function orderEventMessage(
  kind: Exclude<OrderEventKind, 'PLACED'>,
  order: OrderRow,
  showroom: EventShowroom,
): OrderEventMessage {
  const ref = order.trxRef
  const pickup = order.shippingType === 'PICKUP_ON_STORE'
  switch (kind) {
    case 'PAID': {
      const readyFrom = order.paidAt
        ? formatDateTime(toWibText(new Date(order.paidAt.getTime() + PICKUP_PREPARATION_MS)))
        : null
      return {
        subject: `Payment received for your KAINARA order ${ref}`,
        paragraphs: [
          `We have received your payment of ${formatRupiah(order.grandTotal)} for order ${ref}. Thank you!`,
          pickup
            ? `Your pick-up code is ${order.pickupCode ?? '-'}. We are preparing your order at ${showroom.showroomName}; it will be ready${readyFrom ? ` from ${readyFrom}` : ' within the hour'}, and we will tell you when it is. ${STORE_HOURS}`
            : `We are packing your order now and will send you the ${courierOf(order)} waybill number as soon as the courier picks it up.`,
        ],
        notification: {
          title: 'Payment received',
          body: pickup
            ? `Order ${ref} is paid. Pick-up code ${order.pickupCode ?? '-'}; we will tell you when it is ready.`
            : `Order ${ref} is paid and being packed.`,
        },
      }
    }
    case 'SHIPPED':
      return {
        subject: `Your KAINARA order ${ref} is on its way`,
        paragraphs: [
          `Good news: order ${ref} has been picked up by ${courierOf(order)}.`,
          `Waybill number (No. Resi): ${order.noResi ?? '-'}. Follow it from your order's tracking.`,
          order.shippingEtd ? `Estimated delivery: ${order.shippingEtd}.` : '',
        ].filter(Boolean),
        notification: {
          title: 'Your order is on its way',
          body: `Order ${ref} was shipped with ${courierOf(order)}, No. Resi ${order.noResi ?? '-'}.`,
        },
      }
    case 'READY_FOR_PICKUP':
      return {
        subject: `Your KAINARA order ${ref} is ready for pick-up`,
        paragraphs: [
          `Order ${ref} is ready for you at ${showroom.showroomName}, ${showroom.address}.`,
          `Show your pick-up code ${order.pickupCode ?? '-'} at the counter, or let the clerk scan the QR code of this mail. ${STORE_HOURS}`,
        ],
        notification: {
          title: 'Ready for pick-up',
          body: `Order ${ref} is ready at ${showroom.showroomName}. Pick-up code ${order.pickupCode ?? '-'}.`,
        },
      }
    case 'COMPLETED':
      return pickup
        ? {
            subject: `Thank you for collecting your KAINARA order ${ref}`,
            paragraphs: [
              `Order ${ref} was collected at ${showroom.showroomName}. We hope you love it.`,
              'Returns are accepted within 3 days of receipt; see our terms for how.',
            ],
            notification: { title: 'Order collected', body: `Order ${ref} was collected. Enjoy!` },
          }
        : {
            subject: `Your KAINARA order ${ref} has been delivered`,
            paragraphs: [
              `${courierOf(order)} has delivered order ${ref} (No. Resi ${order.noResi ?? '-'}). We hope you love it.`,
              'Returns are accepted within 3 days of receipt; damage in transit must be reported within 2x24 hours.',
            ],
            notification: { title: 'Order delivered', body: `Order ${ref} has been delivered.` },
          }
    case 'EXPIRED':
      return {
        subject: `Your KAINARA order ${ref} has expired`,
        paragraphs: [
          `We did not receive payment for order ${ref} within 1x24 hours, so it has been cancelled and its items are back on sale.`,
          'Nothing was charged. You are welcome to order again.',
        ],
        notification: {
          title: 'Order expired',
          body: `Order ${ref} was not paid within 1x24 hours and has been cancelled.`,
        },
      }
    case 'CANCELLED':
      // Only staff cancel a paid order, and they give a reason (docs/decisions/053).
      if (order.cancelReason)
        return {
          subject: `Your KAINARA order ${ref} has been cancelled`,
          paragraphs: [
            `We are sorry: we have had to cancel order ${ref}, which you had already paid.`,
            `We owe you ${formatRupiah(order.grandTotal)} and will refund it to you; our customer service will contact you about it. Questions? We are open Mon-Fri 09:00-16:00 WIB.`,
          ],
          notification: {
            title: 'Order cancelled',
            body: `Order ${ref} has been cancelled by the shop; we will refund what you paid.`,
          },
        }
      return {
        subject: `Your KAINARA order ${ref} has been cancelled`,
        paragraphs: [
          `The payment for order ${ref} was cancelled, so the order has been cancelled too.`,
          'If you were charged, the payment provider returns the money. Questions? Our customer service is open Mon-Fri 09:00-16:00 WIB.',
        ],
        notification: {
          title: 'Order cancelled',
          body: `Order ${ref} has been cancelled.`,
        },
      }
  }
}
