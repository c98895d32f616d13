import { formatRupiah } from '@store/contract/format/money'
import type { OrderEventKind } from '@store/contract/order-status'
import { formatDateTime } from '@store/contract/format/date-time'
import { toWibText } from '@store/contract/format/wib-text'
import { MAIL_WORDS } from '../../i18n/words'
import type { OrderRow } from '../order.repository'
import { PICKUP_PREPARATION_MS } from '../fulfil/pickups'
import { returnEventMessage } from '../returns/return-mail'
import type { ReturnNews } from '../returns/return-news.repository'

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

/** What a cancel by the shop tells: the refunds still owed, and the units cancelled so far. */
export interface CancelNews {
  owed: number
  items: string
}

const courierOf = (order: OrderRow) => `SiCepat ${order.shippingServiceName ?? ''}`.trim()

/**
 * The words of every event but PLACED, whose mail lists the whole order
 * (orderConfirmationMail), in the language the order was placed in.
 */
export function orderEventMessage(
  kind: Exclude<OrderEventKind, 'PLACED'>,
  order: OrderRow,
  showroom: EventShowroom,
  news: CancelNews = { owed: order.grandTotal, items: '' },
  returnNews?: ReturnNews,
): OrderEventMessage {
  const locale = order.language
  const words = MAIL_WORDS[locale]
  const ref = order.trxRef
  const code = order.pickupCode ?? '-'
  const resi = order.noResi ?? '-'
  const courier = courierOf(order)
  const hours = words.store_hours()
  const amount = formatRupiah(order.grandTotal, locale)
  const pickup = order.shippingType === 'PICKUP_ON_STORE'
  switch (kind) {
    case 'PAID': {
      const readyFrom = order.paidAt
        ? formatDateTime(
            toWibText(new Date(order.paidAt.getTime() + PICKUP_PREPARATION_MS)),
            locale,
          )
        : null
      const place = { code, showroom: showroom.showroomName, hours }
      return {
        subject: words.paid_subject({ ref }),
        paragraphs: [
          order.paymentChannel
            ? words.paid_received_by({ amount, ref, channel: order.paymentChannel })
            : words.paid_received({ amount, ref }),
          !pickup
            ? words.paid_packing({ courier })
            : readyFrom
              ? words.paid_pickup_ready_from({ ...place, time: readyFrom })
              : words.paid_pickup_ready_soon(place),
        ],
        notification: {
          title: words.paid_title(),
          body: pickup ? words.paid_pickup_body({ ref, code }) : words.paid_delivery_body({ ref }),
        },
      }
    }
    case 'SHIPPED':
      return {
        subject: words.shipped_subject({ ref }),
        paragraphs: [
          words.shipped_picked_up({ ref, courier }),
          words.shipped_waybill({ resi }),
          order.shippingEtd ? words.shipped_estimate({ etd: order.shippingEtd }) : '',
        ].filter(Boolean),
        notification: {
          title: words.shipped_title(),
          body: words.shipped_body({ ref, courier, resi }),
        },
      }
    case 'READY_FOR_PICKUP':
      return {
        subject: words.ready_subject({ ref }),
        paragraphs: [
          words.ready_where({ ref, showroom: showroom.showroomName, address: showroom.address }),
          words.ready_show_code({ code, hours }),
        ],
        notification: {
          title: words.ready_title(),
          body: words.ready_body({ ref, showroom: showroom.showroomName, code }),
        },
      }
    case 'COMPLETED':
      return pickup
        ? {
            subject: words.collected_subject({ ref }),
            paragraphs: [
              words.collected_where({ ref, showroom: showroom.showroomName }),
              words.collected_returns(),
            ],
            notification: { title: words.collected_title(), body: words.collected_body({ ref }) },
          }
        : {
            subject: words.delivered_subject({ ref }),
            paragraphs: [words.delivered_by({ courier, ref, resi }), words.delivered_returns()],
            notification: { title: words.delivered_title(), body: words.delivered_body({ ref }) },
          }
    case 'EXPIRED':
      return {
        subject: words.expired_subject({ ref }),
        paragraphs: [words.expired_unpaid({ ref }), words.expired_nothing_charged()],
        notification: { title: words.expired_title(), body: words.expired_body({ ref }) },
      }
    case 'CANCELLED':
      // Only staff cancel a paid order, and they give a reason (docs/decisions/053).
      if (order.cancelReason)
        return {
          subject: words.cancelled_subject({ ref }),
          paragraphs: [
            words.cancelled_by_shop({ ref }),
            words.cancelled_refund({ amount: formatRupiah(news.owed, locale) }),
          ],
          notification: {
            title: words.cancelled_title(),
            body: words.cancelled_by_shop_body({ ref }),
          },
        }
      return {
        subject: words.cancelled_subject({ ref }),
        paragraphs: [words.cancelled_payment({ ref }), words.cancelled_payment_returned()],
        notification: { title: words.cancelled_title(), body: words.cancelled_body({ ref }) },
      }
    case 'LINES_CANCELLED':
      return {
        subject: words.lines_cancelled_subject({ ref }),
        paragraphs: [
          words.lines_cancelled_by_shop({ ref, items: news.items }),
          words.cancelled_refund({ amount: formatRupiah(news.owed, locale) }),
        ],
        notification: {
          title: words.lines_cancelled_title(),
          body: words.lines_cancelled_body({ ref }),
        },
      }
    case 'RETURN_UPDATED':
      return returnEventMessage(order, returnNews)
  }
}
