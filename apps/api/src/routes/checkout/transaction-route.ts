import { createHash } from 'node:crypto'
import { offeredChannelUids } from '../../services/payment/payment-settings.repository'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { createTransaction, transactionInputSchema } from '@store/contract/checkout-trx'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import type { Env } from '../../env'
import { badRequest } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import { languageOf } from '../../lib/request-language'
import { requestOrigin } from '../../plugins/web'
import type { CourierService } from '../../services/courier'
import { listRunningBundles } from '../cart/promo.repository'
import { requestMember } from '../cart/cart-owner'
import { checkoutOwner, loadCheckoutCart, suppliedLines } from './checkout-cart'
import type { CheckoutLine } from './checkout-cart'
import { billOf } from '../../orders/pay/order-bill'
import { listOrderLines } from '../../orders/order.repository'
import { orderParty } from './order-address'
import type { TransactionInput } from './order-address'
import { parcelWeight } from '../../orders/place/place-order'
import type { OrderParty } from '../../orders/place/place-order'
import { placeCheckoutOrder } from './checkout-order'
import { findActiveShowroom } from '../stores/showroom.repository'
import { quoteShipping } from './shipping'
import { orderLog } from '../../lib/order-log'

/** The same owner submitting the same fields: the repeat rule of docs/decisions/024. */
const requestKeyOf = (owner: unknown, input: TransactionInput) =>
  createHash('sha256')
    .update(JSON.stringify([owner, Object.entries(input).sort(([a], [b]) => a.localeCompare(b))]))
    .digest('hex')

export function transactionRoute(
  app: FastifyInstance,
  options: { now: () => Date; courier: CourierService; env: Env },
) {
  const db = app.db

  /** The courier's own tariff for the chosen service; the client's figure only has to agree. */
  async function shippingFor(
    input: TransactionInput,
    party: OrderParty,
    lines: CheckoutLine[],
    hubCode: string,
  ) {
    if (input.shipping_type !== 'ONLINE_DELIVERY' || !party.delivery) return null
    const quotes = await quoteShipping(options.courier, {
      hubCode,
      destination: party.delivery.destination,
      weightGrams: parcelWeight(lines),
    })
    const chosen = quotes.find((quote) => quote.service === input.shipping_service_name)
    if (!chosen) throw badRequest(CHECKOUT_MESSAGES.shippingMethodUnavailable)
    if (chosen.tariff !== input.shipping_cost)
      throw badRequest(CHECKOUT_MESSAGES.shippingCostChanged)
    return {
      service: chosen.service,
      description: chosen.description,
      etd: chosen.etd,
      cost: chosen.tariff,
    }
  }

  function checkedInput(raw: TransactionInput, request: FastifyRequest) {
    const member = requestMember(request)
    const parsed = transactionInputSchema(member ? 'member' : 'guest').safeParse(raw)
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.orderNotValid)
    return { input: parsed.data, memberId: member?.id ?? null }
  }

  registerCall(app, createTransaction, async (raw, request) => {
    const { input, memberId } = checkedInput(raw, request)
    const showroom = await findActiveShowroom(db, input.showroom_id)
    if (!showroom) throw badRequest(CHECKOUT_MESSAGES.showroomNotAvailable)
    const online = input.shipping_type === 'ONLINE_DELIVERY'
    if (online && (!showroom.isHub || !showroom.hubCode))
      throw badRequest(CHECKOUT_MESSAGES.showroomNotHub)
    const owner = checkoutOwner(request, input.local_device_id)
    const party = await orderParty(db, input, memberId)
    const quotedCart = await loadCheckoutCart(db, owner, { images: false })
    const quotedLines = suppliedLines(quotedCart, showroom.id)
    const shipping =
      quotedLines.length > 0
        ? await shippingFor(input, party, quotedLines, showroom.hubCode ?? '')
        : null
    const now = options.now()
    const bundles = await listRunningBundles(db, now)
    const placed = await app.catalogueWrites.transaction((writer) =>
      placeCheckoutOrder(writer, {
        input,
        owner,
        memberId,
        requestKey: requestKeyOf(owner, input),
        party,
        quotedCart,
        quotedLines,
        shipping,
        bundles,
        language: languageOf(request.headers['accept-language']),
        now,
      }),
    )
    const { order, created } = placed
    if (created) app.metrics.ordersPlaced.inc()
    orderLog(request.log, order.trxRef).info(
      created ? 'order placed' : 'a repeated submit answered the order placed before',
    )
    const lines = placed.lines ?? (await listOrderLines(db, order.id))
    const channels = await offeredChannelUids(db, app.payment.channels)
    const origin = requestOrigin(options.env, request)
    await app.orderEvents.dispatch()
    return {
      data: {
        payment_data: app.payment.paymentData(billOf(order, lines, channels), origin),
      },
    }
  })
}
