import { cartUnitPrice, priceCartItems } from '@store/contract/bundle-pricing'
import type { PromoBundle } from '@store/contract/promos'
import { CHECKOUT_MESSAGES, promoMemberLimitMessage } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { grandTotal, promoDiscount } from '@store/contract/pricing'
import { StockRefusal, badRequest } from '../../lib/http-errors'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { BILL_VALID_HOURS } from '../../services/payment'
import { emptyCart } from '../cart/cart.repository'
import type { CartOwner } from '../cart/cart-owner'
import type { CheckoutLine } from './checkout-cart'
import { loadCheckoutCart, suppliedLines } from './checkout-cart'
import type { OrderParty, TransactionInput } from './order-address'
import { newOrderNumbers } from '../../orders/place/order-numbers'
import {
  findWaitingOrderByRequestKey,
  insertOrder,
  insertOrderLines,
} from '../../orders/order.repository'
import type { OrderRow } from '../../orders/order.repository'
import { takePromoUse } from './promo-code.repository'
import { usablePromoCode } from './promo-codes'
import { parcelWeight } from './shipping'

export interface OrderRequest {
  input: TransactionInput
  owner: CartOwner
  memberId: number | null
  requestKey: string
  party: OrderParty
  /** The lines the shipping was quoted for: the order is refused if they changed since. */
  quotedLines: readonly CheckoutLine[]
  shipping: { service: string; description: string; etd: string; cost: number } | null
  bundles: readonly PromoBundle[]
  now: Date
}

const sameLines = (a: readonly CheckoutLine[], b: readonly CheckoutLine[]) =>
  a.length === b.length &&
  a.every((line, i) => line.item.id === b[i]?.item.id && line.item.qty === b[i]?.item.qty)

/**
 * One transaction: the order, its lines, the promo use, the stock and the
 * emptied cart, or nothing. A repeat of a submit that already made its order
 * finds the cart empty and answers that order (docs/decisions/024).
 */
export async function placeOrder(
  writer: CatalogueWriter,
  request: OrderRequest,
): Promise<{ order: OrderRow; created: boolean }> {
  const { tx } = writer
  const { input, now } = request
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

  const pricing = priceCartItems(
    lines.map((line) => line.item),
    request.bundles,
  )
  const shippingCost = request.shipping?.cost ?? 0
  const promo = input.promo_code
    ? await usablePromoCode(tx, input.promo_code, now, {
        itemsTotal: pricing.total,
        memberId: request.memberId,
      })
    : null
  const discount = promo
    ? promoDiscount(promo.category === 'SHIPPING' ? shippingCost : pricing.total, {
        disc_percent: promo.discPercent,
        disc_nominal: promo.discNominal,
        disc_max: promo.discMax,
      })
    : 0
  const numbers = newOrderNumbers(now)
  const delivery = request.party.delivery
  const order = await insertOrder(tx, {
    trxNo: numbers.trxNo,
    trxRef: numbers.trxRef,
    userId: request.memberId,
    deviceId: input.local_device_id,
    requestKey: request.requestKey,
    shippingType: input.shipping_type,
    showroomId: input.showroom_id,
    buyerName: request.party.buyerName,
    buyerEmail: request.party.buyerEmail,
    recipientName: delivery?.recipientName ?? null,
    recipientPhone: delivery?.recipientPhone ?? null,
    addressLabel: delivery?.label ?? null,
    addressZip: delivery?.zip ?? null,
    addressStreet: delivery?.street ?? null,
    provinceId: delivery?.destination.provinceId ?? null,
    cityId: delivery?.destination.cityId ?? null,
    subdistrictId: delivery?.destination.subdistrictId ?? null,
    addressNotes: delivery?.notes ?? null,
    shippingCourier: request.shipping ? 'sicepat' : null,
    shippingServiceName: request.shipping?.service ?? null,
    shippingServiceDesc: request.shipping?.description ?? null,
    shippingEtd: request.shipping?.etd ?? null,
    shippingNotes: input.shipping_notes ?? null,
    shippingCost,
    weightGrams: parcelWeight(lines),
    itemsTotal: pricing.total,
    promoCodeId: promo?.id ?? null,
    promoCode: promo?.code ?? null,
    promoDiscount: discount,
    grandTotal: grandTotal({ itemsTotal: pricing.total, discount, shippingCost }),
    createdAt: now,
    expiresAt: new Date(now.getTime() + BILL_VALID_HOURS * 3600_000),
  })

  const shares = new Map(pricing.line_discounts.map((share) => [share.id, share.discount]))
  await insertOrderLines(
    tx,
    lines.map(({ item, productSizeId }) => {
      const unitPrice = cartUnitPrice(item)
      const share = shares.get(item.id) ?? 0
      return {
        orderId: order.id,
        productId: item.product_detail_id,
        productSizeId,
        productName: item.product_detail.product_name,
        sizeCode: item.size_code,
        qty: item.qty,
        retailPrice: item.product_detail.retail_price,
        netPrice: item.product_detail.net_price,
        unitPrice,
        discPercent: item.product_detail.direct_discount?.direct_disc_percent ?? 0,
        discNominal: share,
        subtotal: unitPrice * item.qty - share,
      }
    }),
  )
  if (promo) {
    const use = await takePromoUse(tx, promo, { orderId: order.id, userId: request.memberId })
    if (use === 'used-up') throw badRequest(CHECKOUT_MESSAGES.promoUsedUp)
    if (use === 'member-limit')
      throw badRequest(promoMemberLimitMessage(promo.usageLimitPerMember ?? 0))
  }
  // Before the stock: a stock row stays locked from its update until commit, and in a
  // sale every buyer of that size waits for it. A refusal below rolls this back too.
  if (cart.cartId !== null) await emptyCart(tx, cart.cartId)
  // Rows are always locked in one order (by size), so two buyers of the same sizes cannot deadlock.
  const bySize = [...lines].sort((a, b) => a.productSizeId - b.productSizeId)
  for (const { item, productSizeId } of bySize) {
    const took = await writer.takeStock({
      productSizeId,
      showroomId: input.showroom_id,
      qty: item.qty,
    })
    if (!took) throw new StockRefusal('checkout', CHECKOUT_MESSAGES.stockChanged)
  }
  return { order, created: true }
}
