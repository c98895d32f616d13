import type { Locale } from '@store/contract/locale'
import type { PromoBundle } from '@store/contract/promos'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { StockRefusal, badRequest } from '../../lib/http-errors'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { findWaitingOrderByRequestKey } from '../../orders/order.repository'
import type { OrderRow } from '../../orders/order.repository'
import { placeOrder } from '../../orders/place/place-order'
import type { OrderParty, OrderPlacement } from '../../orders/place/place-order'
import { emptyCart } from '../cart/cart.repository'
import type { CartOwner } from '../cart/cart-owner'
import type { CheckoutLine } from './checkout-cart'
import { loadCheckoutCart, suppliedLines } from './checkout-cart'
import type { TransactionInput } from './order-address'

export interface CheckoutOrderRequest {
  input: TransactionInput
  owner: CartOwner
  memberId: number | null
  requestKey: string
  party: OrderParty
  /** The lines the shipping was quoted for: the order is refused if they changed since. */
  quotedLines: readonly CheckoutLine[]
  shipping: OrderPlacement['shipping']
  bundles: readonly PromoBundle[]
  /** The language the shopper ordered in: the order's mails and payment page speak it. */
  language: Locale
  now: Date
}

const sameLines = (a: readonly CheckoutLine[], b: readonly CheckoutLine[]) =>
  a.length === b.length &&
  a.every((line, i) => line.item.id === b[i]?.item.id && line.item.qty === b[i]?.item.qty)

/**
 * The checkout's order, in the writer's transaction: the cart, locked, must
 * still hold what the shipping was quoted for; it is emptied and its lines
 * placed as one order (orders/place), or nothing. A repeat of a submit that
 * already made its order finds the cart empty and answers that order
 * (docs/decisions/024).
 */
export async function placeCheckoutOrder(
  writer: CatalogueWriter,
  request: CheckoutOrderRequest,
): Promise<{ order: OrderRow; created: boolean }> {
  const { tx } = writer
  const { input } = request
  const cart = await loadCheckoutCart(tx, request.owner, { lock: true })
  if (cart.lines.length === 0) {
    const earlier = await findWaitingOrderByRequestKey(tx, request.requestKey)
    if (earlier) return { order: earlier, created: false }
    throw badRequest(MESSAGES.cartEmpty)
  }
  const lines = suppliedLines(cart, input.showroom_id)
  if (lines.length === 0) throw new StockRefusal('checkout', CHECKOUT_MESSAGES.nothingAvailable)
  if (!sameLines(lines, request.quotedLines))
    throw new StockRefusal('checkout', CHECKOUT_MESSAGES.stockChanged)
  // Before the order: the stock it takes last is what a sale's buyers of a size queue for.
  if (cart.cartId !== null) await emptyCart(tx, cart.cartId)
  const order = await placeOrder(writer, {
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
  return { order, created: true }
}
