import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getLinkedOrder, getLinkedOrderTracking, ORDER_MESSAGES } from '@store/contract/order-link'
import type { OrderLink } from '@store/contract/order-link'
import { getOrderTracking, getOrders } from '@store/contract/orders'
import type { Order } from '@store/contract/orders'
import { notFound } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import { requireMember } from '../../plugins/auth'
import type { CourierService } from '../../services/courier'
import { freshTracking } from '../../orders/fulfil/track-waybill'
import type { Env } from '../../env'
import { paymentGuideFor } from '../../orders/pay/payment-guide'
import type { OrderRow } from '../../orders/order.repository'
import { requestOrigin } from '../../plugins/web'
import { findMemberOrder, findMemberOrders, findOrderByRef } from './orders.repository'
import { returnShopRoutes } from './returns-routes'

/**
 * A member's order history and tracking (user/*), and the one order a guest's
 * signed e-mail link opens (order-link*). Another member's order, a guessed id
 * and a forged key all answer the same 404.
 */
export function orderRoutes(app: FastifyInstance, options: { courier: CourierService; env: Env }) {
  const db = app.db
  // The bill to open again returns to the origin the shopper came from.
  const guideOf = (request: FastifyRequest) => (order: OrderRow) =>
    paymentGuideFor(order, {
      db,
      payment: app.payment,
      now: app.clock.now(),
      storeOrigin: requestOrigin(options.env, request),
    })

  const memberOrder = async (id: number, request: FastifyRequest) => {
    const userId = requireMember(request).id
    const order = await findMemberOrder(db, guideOf(request), { userId, orderId: id })
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound)
    return order
  }

  const linkedOrder = async ({ ref, key }: OrderLink, request: FastifyRequest) => {
    if (!app.orderLinks.verify(ref, key)) throw notFound(ORDER_MESSAGES.linkNotValid)
    const order = await findOrderByRef(db, guideOf(request), ref)
    if (!order) throw notFound(ORDER_MESSAGES.linkNotValid)
    return order
  }

  const track = (order: Order, request: FastifyRequest) =>
    freshTracking(
      { db, courier: options.courier, now: app.clock.now, log: request.log },
      {
        id: order.id,
        trxRef: order.trx_ref,
        noResi: order.no_resi,
        storedTracking: order.order_tracking,
      },
    )

  registerCall(app, getOrders, async (_input, request) => ({
    data: { user_orders: await findMemberOrders(db, guideOf(request), requireMember(request).id) },
  }))

  registerCall(app, getOrderTracking, async ({ id }, request) => {
    const order = await memberOrder(id, request)
    return { data: { order_tracking: await track(order, request) } }
  })

  registerCall(app, getLinkedOrder, async (link, request) => ({
    data: { order: await linkedOrder(link, request) },
  }))

  registerCall(app, getLinkedOrderTracking, async (link, request) => {
    const order = await linkedOrder(link, request)
    return { data: { order_tracking: await track(order, request) } }
  })

  returnShopRoutes(app)
}
