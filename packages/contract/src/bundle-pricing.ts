import type { CartItem, CartPricing } from './cart'
import { finalPrice } from './pricing'
import type { PromoBundle, PromoBundlingProduct } from './promos'

/** A cart line as the bundle arithmetic sees it: what it is, how many, at what unit price. */
export interface PricedLine {
  id: number
  product_detail_id: number
  group_id: number
  category_sub_id: number
  qty: number
  unit_price: number
}

type BundleTarget = Pick<PricedLine, 'product_detail_id' | 'group_id' | 'category_sub_id'>

function lineMatches(line: BundleTarget, rule: PromoBundlingProduct): boolean {
  if (rule.bundling_type === 'GROUP') return rule.m_group_id === line.group_id
  if (rule.bundling_type === 'SUB_GROUP') return rule.m_sub_group_id === line.category_sub_id
  return rule.product_detail_id === line.product_detail_id
}

/** Whether any rule of the bundle counts this line. */
export const matchesBundle = (bundle: PromoBundle, line: BundleTarget) =>
  bundle.promo_bundling_products.some((rule) => lineMatches(line, rule))

type BundleLine = BundleTarget & Pick<CartItem, 'qty'>

/** How many items of the cart the bundle counts (a line counts its qty, once). */
export function bundleMatchingQty(bundle: PromoBundle, lines: readonly BundleLine[]): number {
  return lines
    .filter((line) => matchesBundle(bundle, line))
    .reduce((sum, line) => sum + line.qty, 0)
}

/** Spec section 4: a bundle needs at least bundling_item_count matching items. */
export function isBundleMet(bundle: PromoBundle, lines: readonly BundleLine[]): boolean {
  return bundleMatchingQty(bundle, lines) >= bundle.bundling_item_count
}

interface Take {
  bundle: PromoBundle
  sets: number
  discount: number
  picks: Map<number, number>
}

/** Complete sets of the bundle from the items still free, dearest items first. */
function takeSets(bundle: PromoBundle, lines: PricedLine[], free: Map<number, number>): Take {
  const matching = lines
    .filter((line) => matchesBundle(bundle, line) && (free.get(line.id) ?? 0) > 0)
    .sort((a, b) => b.unit_price - a.unit_price || a.id - b.id)
  const available = matching.reduce((sum, line) => sum + (free.get(line.id) ?? 0), 0)
  const sets = Math.floor(available / bundle.bundling_item_count)
  let remaining = sets * bundle.bundling_item_count
  let base = 0
  const picks = new Map<number, number>()
  for (const line of matching) {
    if (remaining === 0) break
    const qty = Math.min(remaining, free.get(line.id) ?? 0)
    picks.set(line.id, qty)
    base += qty * line.unit_price
    remaining -= qty
  }
  const raw = Math.round((base * bundle.disc_percent) / 100) + bundle.disc_nominal * sets
  return { bundle, sets, discount: Math.max(0, Math.min(raw, base)), picks }
}

/** Spreads a discount over lines by their bundled amount; the remainders go to the largest fractions. */
export function spreadDiscount(
  discount: number,
  shares: { id: number; amount: number }[],
): Map<number, number> {
  const base = shares.reduce((sum, share) => sum + share.amount, 0)
  const result = new Map<number, number>()
  if (base <= 0 || discount <= 0) return result
  const exact = shares.map((share) => ({ id: share.id, value: (discount * share.amount) / base }))
  for (const part of exact) result.set(part.id, Math.floor(part.value))
  let left = discount - [...result.values()].reduce((sum, value) => sum + value, 0)
  const byFraction = [...exact].sort(
    (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)) || a.id - b.id,
  )
  for (const part of byFraction) {
    if (left <= 0) break
    result.set(part.id, (result.get(part.id) ?? 0) + 1)
    left -= 1
  }
  return result
}

/**
 * Which promo bundles the cart earns and what they save (docs/decisions/012).
 * An item counts toward one bundle at most; bundles are applied one at a
 * time, each time the one saving the most on the items still free.
 */
export function priceCart(lines: PricedLine[], bundles: readonly PromoBundle[]): CartPricing {
  const free = new Map(lines.map((line) => [line.id, line.qty]))
  const lineDiscounts = new Map<number, number>()
  const applied: CartPricing['applied_bundles'] = []
  let candidates = [...bundles].sort((a, b) => a.id - b.id)
  for (;;) {
    const best = candidates
      .map((bundle) => takeSets(bundle, lines, free))
      .filter((take) => take.sets > 0 && take.discount > 0)
      .reduce<Take | null>((top, take) => (!top || take.discount > top.discount ? take : top), null)
    if (!best) break
    candidates = candidates.filter((bundle) => bundle.id !== best.bundle.id)
    const shares = [...best.picks].map(([id, qty]) => {
      free.set(id, (free.get(id) ?? 0) - qty)
      const unit = lines.find((line) => line.id === id)?.unit_price ?? 0
      return { id, amount: unit * qty }
    })
    for (const [id, value] of spreadDiscount(best.discount, shares))
      lineDiscounts.set(id, (lineDiscounts.get(id) ?? 0) + value)
    applied.push({
      promo_bundle_id: best.bundle.id,
      name: best.bundle.name,
      sets: best.sets,
      discount: best.discount,
    })
  }
  const itemsTotal = lines.reduce((sum, line) => sum + line.qty * line.unit_price, 0)
  const bundleDiscount = applied.reduce((sum, bundle) => sum + bundle.discount, 0)
  return {
    items_total: itemsTotal,
    bundle_discount: bundleDiscount,
    total: itemsTotal - bundleDiscount,
    applied_bundles: applied,
    bundle_hints: bundleHints(lines, bundles, free),
    line_discounts: lines.map((line) => ({
      id: line.id,
      discount: lineDiscounts.get(line.id) ?? 0,
    })),
  }
}

/** Bundles the cart has started: how many more matching items reach the next set. */
function bundleHints(
  lines: PricedLine[],
  bundles: readonly PromoBundle[],
  free: Map<number, number>,
): CartPricing['bundle_hints'] {
  return [...bundles]
    .sort((a, b) => a.id - b.id)
    .flatMap((bundle) => {
      const started = lines
        .filter((line) => matchesBundle(bundle, line))
        .reduce((sum, line) => sum + (free.get(line.id) ?? 0), 0)
      if (started === 0) return []
      const missing = bundle.bundling_item_count - (started % bundle.bundling_item_count)
      return [
        {
          promo_bundle_id: bundle.id,
          name: bundle.name,
          description: bundle.description,
          missing_qty: missing,
        },
      ]
    })
}

/** What one piece of a cart line costs: the product page's final price (spec section 3). */
export const cartUnitPrice = (item: CartItem): number =>
  finalPrice(item.product_detail.net_price, item.product_detail.direct_discount)

/** priceCart over the cart's own lines: used by the server's answer and the browser's preview alike. */
export function priceCartItems(items: readonly CartItem[], bundles: readonly PromoBundle[]) {
  return priceCart(
    items.map((item) => ({
      id: item.id,
      product_detail_id: item.product_detail_id,
      group_id: item.group_id,
      category_sub_id: item.category_sub_id,
      qty: item.qty,
      unit_price: cartUnitPrice(item),
    })),
    bundles,
  )
}
