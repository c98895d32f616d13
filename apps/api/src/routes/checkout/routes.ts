import type { FastifyInstance } from 'fastify'
import {
  applyPromoCode,
  checkShowroomStockAvailability,
  checkoutShipping,
  getCheckoutAvailability,
} from '@store/contract/checkout'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { priceCartItems } from '@store/contract/bundle-pricing'
import { badRequest } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import type { Env } from '../../env'
import type { CourierService } from '../../services/courier'
import { listRunningBundles } from '../cart/promo.repository'
import { requestMember } from '../cart/cart-owner'
import { checkoutOwner, loadCheckoutCart, suppliedLines, supplyAt } from './checkout-cart'
import { findActiveShowroom, listActiveShowrooms } from '../stores/showroom.repository'
import { checkoutAvailability } from './showrooms'
import { destinationOf, quoteShipping } from './shipping'
import { parcelWeight } from '../../orders/place/place-order'
import { toPromo, usablePromoCode } from '../../orders/place/promo-codes'
import { transactionRoute } from './transaction-route'
import { paymentRoutes } from './payment-routes'

export interface CheckoutOptions {
  now: () => Date
  courier: CourierService
  env: Env
}

/** The checkout's reading calls of spec section 7: availability, stock, shipping and promo. */
export function checkoutRoutes(app: FastifyInstance, options: CheckoutOptions) {
  const db = app.db
  transactionRoute(app, options)
  paymentRoutes(app, options)

  async function cartAt(
    request: Parameters<typeof checkoutOwner>[0],
    deviceId: string,
    showroomId: number,
  ) {
    const showroom = await findActiveShowroom(db, showroomId)
    if (!showroom) throw badRequest(CHECKOUT_MESSAGES.showroomNotAvailable)
    const cart = await loadCheckoutCart(db, checkoutOwner(request, deviceId))
    if (cart.lines.length === 0) throw badRequest(MESSAGES.cartEmpty)
    return { showroom, cart }
  }

  registerCall(app, getCheckoutAvailability, async ({ local_device_id }, request) => {
    const cart = await loadCheckoutCart(db, checkoutOwner(request, local_device_id))
    if (cart.lines.length === 0) throw badRequest(MESSAGES.cartEmpty)
    return checkoutAvailability(cart, await listActiveShowrooms(db))
  })

  registerCall(app, checkShowroomStockAvailability, async (input, request) => {
    const { cart } = await cartAt(request, input.local_device_id, input.showroom_id)
    const supply = supplyAt(cart, input.showroom_id)
    return {
      data: {
        cart_items_availability: supply.map(({ line, qty }) => ({ id: line.item.id, qty })),
      },
    }
  })

  registerCall(app, checkoutShipping, async (input, request) => {
    const { showroom, cart } = await cartAt(request, input.local_device_id, input.showroom_id)
    if (!showroom.isHub || !showroom.hubCode) throw badRequest(CHECKOUT_MESSAGES.showroomNotHub)
    const lines = suppliedLines(cart, showroom.id)
    if (lines.length === 0) throw badRequest(CHECKOUT_MESSAGES.nothingAvailable)
    const sicepat = await quoteShipping(options.courier, {
      hubCode: showroom.hubCode,
      destination: await destinationOf(db, input.subdistrict_id),
      weightGrams: parcelWeight(lines),
    })
    return { data: { sicepat } }
  })

  registerCall(app, applyPromoCode, async (input, request) => {
    const { cart } = await cartAt(request, input.local_device_id, input.showroom_id)
    const lines = suppliedLines(cart, input.showroom_id)
    if (lines.length === 0) throw badRequest(CHECKOUT_MESSAGES.nothingAvailable)
    const now = options.now()
    const bundles = await listRunningBundles(db, now)
    const { total } = priceCartItems(
      lines.map((line) => line.item),
      bundles,
    )
    const promo = await usablePromoCode(db, input.promo_code, now, {
      itemsTotal: total,
      memberId: requestMember(request)?.id ?? null,
    })
    return { data: { promo: toPromo(promo), total_purchase: total } }
  })
}
