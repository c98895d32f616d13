import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  getLinkedExchangeTracking,
  getLinkedReturns,
  getMemberExchangeTracking,
  getMemberReturns,
  requestLinkedReturn,
  requestMemberReturn,
} from '@store/contract/return-calls'
import type { z } from 'zod'
import type { ReturnRequestFieldsSchema } from '@store/contract/returns'
import { registerCall } from '../../lib/register-call'
import { languageOf } from '../../lib/request-language'
import { MAIL_WORDS } from '../../i18n/words'
import type { OrderRow } from '../../orders/order.repository'
import { exchangeTracking } from '../../orders/returns/exchange-tracking'
import { requestReturn } from '../../orders/returns/request-return'
import { returnOptions } from '../../orders/returns/return-options'
import { returnAnswers } from '../../orders/returns/return-view'
import { findReturns } from '../../orders/returns/return-view.repository'
import { returnOrders } from './return-orders'
import { returnPhotoRoutes } from './return-photo-routes'

type Fields = z.output<typeof ReturnRequestFieldsSchema>

/**
 * Returns and exchanges asked by the buyer (decision 086): a member from My
 * Orders, a guest through the order's signed link, and their damage photos.
 */
export function returnShopRoutes(app: FastifyInstance) {
  const { member: memberOrder, linked: linkedOrder } = returnOrders(app)

  const options = (order: OrderRow, request: FastifyRequest) =>
    returnOptions(app.db, order, app.clock.now(), languageOf(request.headers['accept-language']))

  const ask = async (order: OrderRow, fields: Fields, request: FastifyRequest) => {
    const made = await app.catalogueWrites.transaction((writer) =>
      requestReturn(writer, order.id, {
        lines: fields.lines,
        wish: fields.wish,
        way: fields.way,
        showroomId: fields.showroom_id,
        bank: fields.bank,
        photos: fields.photos,
        note: fields.note,
        requestKey: fields.request_key,
        now: app.clock.now(),
      }),
    )
    if (made.made) await app.orderEvents.dispatch()
    const { rows } = await findReturns(app.db, { returnRef: made.row.returnRef })
    const [answer] = await returnAnswers(app.db, rows, true)
    if (!answer) throw new Error(`return ${made.row.returnRef} not found after it was made`)
    const words = MAIL_WORDS[languageOf(request.headers['accept-language'])]
    return {
      data: { message: words.returns_requested({ returnRef: answer.return_ref }), return: answer },
    }
  }

  registerCall(app, getMemberReturns, async ({ id }, request) => ({
    data: await options(await memberOrder(id, request), request),
  }))
  registerCall(app, requestMemberReturn, async ({ id, ...fields }, request) =>
    ask(await memberOrder(id, request), fields, request),
  )
  registerCall(app, getLinkedReturns, async (link, request) => ({
    data: await options(await linkedOrder(link), request),
  }))
  registerCall(app, requestLinkedReturn, async ({ ref, key, ...fields }, request) =>
    ask(await linkedOrder({ ref, key }), fields, request),
  )
  const tracked = async (order: OrderRow, returnRef: string, request: FastifyRequest) => ({
    data: {
      order_tracking: await exchangeTracking(
        { db: app.db, courier: app.courier, now: app.clock.now, log: request.log },
        order,
        returnRef,
      ),
    },
  })
  registerCall(app, getMemberExchangeTracking, async ({ id, return_ref: ref }, request) =>
    tracked(await memberOrder(id, request), ref, request),
  )
  registerCall(app, getLinkedExchangeTracking, async ({ return_ref: ref, ...link }, request) =>
    tracked(await linkedOrder(link), ref, request),
  )
  returnPhotoRoutes(app)
}
