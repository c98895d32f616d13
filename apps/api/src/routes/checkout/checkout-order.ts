import type { Locale } from '@store/contract/locale'
import type { PromoBundle } from '@store/contract/promos'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { StockRefusal, badRequest } from '../../lib/http-errors'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { findWaitingOrderByRequestKey } from '../../orders/order.repository'
import type { OrderLineRow, OrderRow } from '../../orders/order.repository'
import { placeOrder } from '../../orders/place/place-order'
import type { OrderParty, OrderPlacement } from '../../orders/place/place-order'
import type { CartOwner } from '../cart/cart-owner'
import type { CheckoutCart, CheckoutLine } from './checkout-cart'
import { takeCartItems } from './checkout.repository'
import type { TransactionInput } from './order-address'

export interface CheckoutOrderRequest {
  input: TransactionInput
  owner: CartOwner
  memberId: number | null
  requestKey: string
  party: OrderParty
  /** The cart as read for the quote: the order is refused if it changed since. */
  quotedCart: Pick<CheckoutCart, 'held'>
  /** The lines the shipping was quoted for, cut to what the showroom held. */
  quotedLines: readonly CheckoutLine[]
  shipping: OrderPlacement['shipping']
  bundles: readonly PromoBundle[]
  /** The language the shopper ordered in: the order's mails and payment page speak it. */
  language: Locale
  now: Date
}

const sameItems = (a: CheckoutCart['held'], b: CheckoutCart['held']) => {
  const qtyById = new Map(b.map((line) => [line.id, line.qty]))
  return a.length === b.length && a.every((line) => qtyById.get(line.id) === line.qty)
}

/**
 * The checkout's order, in the writer's transaction: the cart, locked and
 * emptied in one statement, must still hold what the shipping was quoted
 * for; the quoted lines are placed as one order (orders/place), whose stock
 * is decided last, or nothing is. A repeat of a submit that already made its
 * order finds the cart empty and answers that order, without its lines
 * (docs/decisions/024).
 */
export async function placeCheckoutOrder(
  writer: CatalogueWriter,
  request: CheckoutOrderRequest,
): Promise<{ order: OrderRow; lines: OrderLineRow[] | null; created: boolean }> {
  const { tx } = writer
  const { input } = request
  const held = await takeCartItems(tx, request.owner)
  if (held.length === 0) {
    const earlier = await findWaitingOrderByRequestKey(tx, request.requestKey)
    if (earlier) return { order: earlier, lines: null, created: false }
    throw badRequest(MESSAGES.cartEmpty)
  }
  if (!sameItems(held, request.quotedCart.held))
    throw new StockRefusal('checkout', CHECKOUT_MESSAGES.stockChanged)
  const lines = request.quotedLines
  if (lines.length === 0) throw new StockRefusal('checkout', CHECKOUT_MESSAGES.nothingAvailable)
  const placed = await placeOrder(writer, {
    lines,
    shippingType: input.shipping_type,
    showroomId: input.showroom_id,
    memberId: request.memberId,
    deviceId: input.local_device_id,
    requestKey: request.requestKey,
    party: request.party,
    shipping: request.shipping,
    shippingNotes: input.shipping_notes ?? null,
    promoCode: input.promo_code ?? null,
    bundles: request.bundles,
    language: request.language,
    now: request.now,
  })
  return { ...placed, created: true }
}
