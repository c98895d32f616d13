import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '@store/contract/common'
import { TRX_STATUS_LABELS } from '@store/contract/format/order-status'
import {
  OrderActionResponseSchema,
  CollectOrderSchema,
  ListOrdersQuerySchema,
  OperatorOrdersSchema,
  SetWaybillSchema,
} from '@store/contract/operator-orders'
import { badRequest } from '../../lib/http-errors'
import { toWibText } from '@store/contract/format/wib-text'
import { handOverPickup, storeWaybill } from '../../orders/order-moves.repository'
import { findOrderByRefOrNo } from '../../orders/order.repository'
import { listOperatorOrders } from './operator.repository'

const ERRORS = { 400: ErrorResponseSchema, 401: ErrorResponseSchema }

/** The operator's order calls: the list, and handing over a pick-up (docs/decisions/029). */
export function operatorOrderRoutes(operator: FastifyInstance) {
  const app = operator.withTypeProvider<ZodTypeProvider>()
  const db = operator.db

  async function findOrder(wanted: string) {
    const order = await findOrderByRefOrNo(db, wanted)
    if (!order) throw badRequest(`There is no order ${wanted}.`)
    return order
  }

  app.get(
    '/orders',
    {
      schema: {
        hide: true,
        querystring: ListOrdersQuerySchema,
        response: { 200: OperatorOrdersSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { status, limit } = request.query
      const rows = await listOperatorOrders(db, status, limit)
      return {
        data: {
          orders: rows.map(({ order, showroomName }) => ({
            id: order.id,
            trx_no: order.trxNo,
            trx_ref: order.trxRef,
            trx_date: toWibText(order.createdAt),
            trx_status: order.status,
            shipping_type: order.shippingType,
            showroom_name: showroomName,
            buyer_name: order.buyerName,
            buyer_email: order.buyerEmail,
            member: order.userId !== null,
            grand_total: order.grandTotal,
            pickup_code: order.pickupCode,
            no_resi: order.noResi,
            booking_error: order.bookingError,
          })),
        },
      }
    },
  )

  app.post(
    '/orders/collect',
    {
      schema: {
        hide: true,
        body: CollectOrderSchema,
        response: { 200: OrderActionResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { order: wanted, pickup_code } = request.body
      const order = await findOrder(wanted)
      const ref = order.trxRef
      if (order.shippingType !== 'PICKUP_ON_STORE')
        throw badRequest(
          `Order ${ref} goes by courier; it completes when SiCepat delivers it, not at the counter.`,
        )
      if (order.status === 'COMPLETED') throw badRequest(`Order ${ref} has already been collected.`)
      if (order.status !== 'READY_FOR_PICKUP')
        throw badRequest(
          `Order ${ref} is ${TRX_STATUS_LABELS[order.status]}; only an order that is Ready for Pick-up can be collected.`,
        )
      if (pickup_code !== undefined && pickup_code !== order.pickupCode)
        throw badRequest(`That is not the pick-up code of order ${ref}.`)
      const collected = await db.transaction((tx) =>
        handOverPickup(tx, order.id, operator.clock.now()),
      )
      if (!collected) throw badRequest(`Order ${ref} has already been collected.`)
      await operator.orderEvents.dispatch()
      return {
        data: {
          trx_ref: ref,
          trx_status: 'COMPLETED' as const,
          message: `Order ${ref} is collected.`,
        },
      }
    },
  )

  // SiCepat takes bookings only in its portal (decision 020): the operator enters the waybill.
  app.post(
    '/orders/waybill',
    {
      schema: {
        hide: true,
        body: SetWaybillSchema,
        response: { 200: OrderActionResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const order = await findOrder(request.body.order)
      const ref = order.trxRef
      if (order.shippingType !== 'ONLINE_DELIVERY')
        throw badRequest(`Order ${ref} is a store pick-up; it has no waybill.`)
      if (order.noResi) throw badRequest(`Order ${ref} already has waybill ${order.noResi}.`)
      if (order.status !== 'PAID')
        throw badRequest(
          `Order ${ref} is ${TRX_STATUS_LABELS[order.status]}; only a paid order waiting for its waybill can be given one.`,
        )
      const noResi = request.body.no_resi
      const moved = await db.transaction((tx) =>
        storeWaybill(tx, order.id, noResi, operator.clock.now()),
      )
      if (!moved) throw badRequest(`Order ${ref} has just changed; look at it again.`)
      return {
        data: {
          trx_ref: ref,
          trx_status: 'PROCESSED' as const,
          message: `Order ${ref} ships with waybill ${noResi}.`,
        },
      }
    },
  )
}
