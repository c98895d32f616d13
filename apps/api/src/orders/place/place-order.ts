import { cartUnitPrice, priceCartItems } from '@store/contract/bundle-pricing'
import type { CartItem } from '@store/contract/cart'
import type { ShippingType } from '@store/contract/checkout-trx'
import type { Locale } from '@store/contract/locale'
import type { PromoBundle } from '@store/contract/promos'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { promoMemberLimitSaid } from '../../lib/said'
import { grandTotal, promoDiscount } from '@store/contract/pricing'
import { StockRefusal, badRequest } from '../../lib/http-errors'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import type { Destination } from '../../services/courier/courier'
import { BILL_VALID_HOURS } from '../../services/payment'
import { recordOrderEvent } from '../order-moves.repository'
import { insertOrder, insertOrderLines } from '../order.repository'
import type { OrderLineRow, OrderRow } from '../order.repository'
import { newOrderNumbers } from './order-numbers'
import { takePromoUse } from './promo-code.repository'
import { usablePromoCode } from './promo-codes'

/** A line to sell: the item as the shop prices it, its size's row, and its weight for the parcel. */
export interface LineToPlace {
  item: CartItem
  productSizeId: number
  weightGrams: number
}

/** The buyer and, for a delivery, the address the order keeps its own copy of (decision 017). */
export interface OrderParty {
  buyerName: string
  buyerEmail: string
  delivery: {
    destination: Destination
    recipientName: string
    recipientPhone: string
    label: string | null
    zip: string | null
    street: string
    notes: string | null
  } | null
  /** Who collects a pick-up, kept as the order's recipient; null for a delivery. */
  collector: { name: string; phone: string } | null
}

export interface OrderPlacement {
  lines: readonly LineToPlace[]
  shippingType: ShippingType
  showroomId: number
  memberId: number | null
  deviceId: string
  /** The same buyer sending the same fields: the repeat rule of docs/decisions/024. */
  requestKey: string
  party: OrderParty
  /** The courier's own tariff for the chosen service; null for a pick-up. */
  shipping: { service: string; description: string; etd: string; cost: number } | null
  shippingNotes: string | null
  promoCode: string | null
  bundles: readonly PromoBundle[]
  language: Locale
  now: Date
}

/** The order as placed, with its lines as stored. */
export interface PlacedOrder {
  order: OrderRow
  lines: OrderLineRow[]
}

export const parcelWeight = (lines: readonly LineToPlace[]) =>
  lines.reduce((sum, line) => sum + line.weightGrams * line.item.qty, 0)

/**
 * Places an order in the writer's transaction: its lines priced with the
 * running bundles, the promo code's use taken, its PLACED event recorded and,
 * last, the stock taken from its showroom in one statement; a refusal of any of them rolls
 * all of it back. Answers the order, held 1x24 hours for its payment, and its lines.
 */
export async function placeOrder(
  writer: CatalogueWriter,
  placement: OrderPlacement,
): Promise<PlacedOrder> {
  const { tx } = writer
  const { lines, now, party } = placement
  const pricing = priceCartItems(
    lines.map((line) => line.item),
    placement.bundles,
  )
  const shippingCost = placement.shipping?.cost ?? 0
  const promo = placement.promoCode
    ? await usablePromoCode(tx, placement.promoCode, now, {
        itemsTotal: pricing.total,
        memberId: placement.memberId,
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
  const delivery = party.delivery
  const order = await insertOrder(tx, {
    trxNo: numbers.trxNo,
    trxRef: numbers.trxRef,
    userId: placement.memberId,
    deviceId: placement.deviceId,
    requestKey: placement.requestKey,
    shippingType: placement.shippingType,
    showroomId: placement.showroomId,
    buyerName: party.buyerName,
    buyerEmail: party.buyerEmail,
    language: placement.language,
    recipientName: delivery?.recipientName ?? party.collector?.name ?? null,
    recipientPhone: delivery?.recipientPhone ?? party.collector?.phone ?? null,
    addressLabel: delivery?.label ?? null,
    addressZip: delivery?.zip ?? null,
    addressStreet: delivery?.street ?? null,
    provinceId: delivery?.destination.provinceId ?? null,
    cityId: delivery?.destination.cityId ?? null,
    subdistrictId: delivery?.destination.subdistrictId ?? null,
    addressNotes: delivery?.notes ?? null,
    shippingCourier: placement.shipping ? 'sicepat' : null,
    shippingServiceName: placement.shipping?.service ?? null,
    shippingServiceDesc: placement.shipping?.description ?? null,
    shippingEtd: placement.shipping?.etd ?? null,
    shippingNotes: placement.shippingNotes,
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
  const orderLines = await insertOrderLines(
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
    const use = await takePromoUse(tx, promo, { orderId: order.id, userId: placement.memberId })
    if (use === 'used-up') throw badRequest(CHECKOUT_MESSAGES.promoUsedUp)
    if (use === 'member-limit')
      throw badRequest(promoMemberLimitSaid(promo.usageLimitPerMember ?? 0))
  }
  await recordOrderEvent(tx, order.id, 'PLACED')
  // Last, in one statement that locks the sizes in order and decides on the locked rows: in a
  // sale every buyer of a size waits for its row, which is held from here to the commit only.
  const took = await writer.takeStocks(
    lines.map(({ item, productSizeId }) => ({
      productId: item.product_detail_id,
      productSizeId,
      showroomId: placement.showroomId,
      qty: item.qty,
    })),
  )
  if (!took) throw new StockRefusal('checkout', CHECKOUT_MESSAGES.stockChanged)
  return { order, lines: orderLines }
}
