import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ORDER_MESSAGES } from '@store/contract/order-link'
import type { OrderLink } from '@store/contract/order-link'
import { notFound } from '../../lib/http-errors'
import { requireMember } from '../../plugins/auth'
import { findOrderRow } from '../../orders/returns/returns.repository'

/**
 * The order a return's call is about: a member's own, or the one a guest's
 * signed link opens. Another member's order, a guessed id and a forged key
 * answer the same 404 as the order calls do (decision 086).
 */
export function returnOrders(app: FastifyInstance) {
  return {
    member: async (id: number, request: FastifyRequest) => {
      const order = await findOrderRow(app.db, { id })
      if (!order || order.userId !== requireMember(request).id)
        throw notFound(ORDER_MESSAGES.orderNotFound)
      return order
    },
    linked: async ({ ref, key }: OrderLink) => {
      if (!app.orderLinks.verify(ref, key)) throw notFound(ORDER_MESSAGES.linkNotValid)
      const order = await findOrderRow(app.db, { trxRef: ref })
      if (!order) throw notFound(ORDER_MESSAGES.linkNotValid)
      return order
    },
  }
}
