import type { FastifyInstance } from 'fastify'
import type { OrderEventKind } from '@store/contract/order-status'
import type { Env } from '../../env'
import { mailOrigin } from '../../lib/mail/mail-origin'
import { localizedPath } from '@store/contract/locale'
import { composeMail } from '../../lib/mail/templates'
import { MAIL_WORDS } from '../../i18n/words'
import type { MailMessage } from '../../lib/mail/mailer'
import { pickupQrPng } from '../../lib/pickup-qr'
import { sendQuietly } from '../../lib/mail/send-quietly'
import { mailStaffOfPaidOrder } from './paid-order-staff-mail'
import { orderLog } from '../../lib/order-log'
import { orderConfirmationMail } from './confirmation-mail'
import { listOrderLines } from '../order.repository'
import type { OrderRow } from '../order.repository'
import { orderEventMessage } from './event-messages'
import type { CancelNews, EventShowroom } from './event-messages'
import { cancelNewsOf } from './cancel-news'
import { returnNewsOf } from '../returns/return-news.repository'
import type { ReturnNews } from '../returns/return-news.repository'
import {
  claimUnsentOrderEvents,
  insertNotifications,
  listOrdersWithShowrooms,
} from './order-events.repository'

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: {
      /** Sends every recorded, unsent order event; answers how many were sent. */
      dispatch: () => Promise<number>
    }
  }
}

const BATCH = 20

/** Where the buyer follows the order: the member's orders page, or a guest's signed link. */
export function orderPath(app: FastifyInstance, order: Pick<OrderRow, 'id' | 'userId' | 'trxRef'>) {
  return order.userId === null
    ? app.orderLinks.pathFor(order.trxRef)
    : `/account/orders?order=${order.id}`
}

interface ClaimedEvent {
  kind: OrderEventKind
  order: OrderRow
  showroom: EventShowroom
}

async function eventMail(
  event: ClaimedEvent,
  url: string,
  news: CancelNews | undefined,
  returnNews: ReturnNews | undefined,
): Promise<MailMessage> {
  const { kind, order } = event
  if (kind === 'PLACED') throw new Error('PLACED is mailed with its lines')
  const message = orderEventMessage(kind, order, event.showroom, news, returnNews)
  const words = MAIL_WORDS[order.language]
  const qr = kind === 'READY_FOR_PICKUP' && order.pickupCode ? order.pickupCode : null
  const body = {
    paragraphs: message.paragraphs,
    action: { label: words.mail_see_order(), url },
    ...(qr && {
      image: {
        src: `data:image/png;base64,${(await pickupQrPng(order.trxRef, qr)).toString('base64')}`,
        alt: words.ready_qr_alt({ code: qr }),
        size: 200,
      },
    }),
  }
  const greeting = words.mail_hello({ name: order.buyerName })
  return composeMail(order.buyerEmail, message.subject, greeting, body, order.language)
}

/**
 * Order events are written with the status move that causes them
 * (orders/order-moves.repository.ts) and sent from here, by whatever made the
 * move and by the `send-order-events` job: each is claimed (sent_at set) in a
 * transaction that also writes the member's notification, then mailed after
 * commit. A claimed event is never claimed again, so two instances or two
 * runs send it once; an event left unsent by a crash goes with the next run.
 */
export function registerOrderEvents(app: FastifyInstance, env: Env) {
  async function claim(): Promise<ClaimedEvent[]> {
    return app.db.transaction(async (tx) => {
      const claimed = await claimUnsentOrderEvents(tx, app.clock.now(), BATCH)
      if (claimed.length === 0) return []
      const orderIds = [...new Set(claimed.map((event) => event.orderId))]
      const rows = await listOrdersWithShowrooms(tx, orderIds)
      const events = claimed.flatMap(({ id, orderId, kind }) => {
        const row = rows.find((candidate) => candidate.order.id === orderId)
        if (!row) return []
        const { showroomName, address1, address2, address3 } = row.showroom
        const address = [address1, address2, address3].filter(Boolean).join(', ')
        return [{ id, kind, order: row.order, showroom: { showroomName, address } }]
      })
      const forMembers = events.flatMap(({ kind, order, showroom }) => {
        if (order.userId === null) return []
        const placed = MAIL_WORDS[order.language]
        const words =
          kind === 'PLACED'
            ? {
                title: placed.order_placed_title(),
                body: placed.order_placed_body({ ref: order.trxRef }),
              }
            : orderEventMessage(kind, order, showroom).notification
        return [{ userId: order.userId, ...words, href: orderPath(app, order) }]
      })
      await insertNotifications(tx, forMembers)
      return events
    })
  }

  async function dispatch(): Promise<number> {
    // Links in mail never follow a request's Host (decision 063).
    const origin = mailOrigin(env)
    let sent = 0
    for (;;) {
      const events = await claim()
      for (const event of events) {
        // The mail opens the order's page in the language it was placed in.
        const url = `${origin}${localizedPath(orderPath(app, event.order), event.order.language)}`
        const mail =
          event.kind === 'PLACED'
            ? orderConfirmationMail(event.order, await listOrderLines(app.db, event.order.id), url)
            : await eventMail(
                event,
                url,
                await cancelNewsOf(app.db, event),
                await returnNewsOf(app.db, event),
              )
        await sendQuietly(app, mail)
        orderLog(app.log, event.order.trxRef).info(`order event ${event.kind} sent to the buyer`)
        if (event.kind === 'PAID')
          await mailStaffOfPaidOrder(app, event.order, event.showroom.showroomName, origin)
        sent += 1
      }
      if (events.length < BATCH) return sent
    }
  }

  app.decorate('orderEvents', { dispatch })
}
