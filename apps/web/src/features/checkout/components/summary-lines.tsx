import { CartLineImage, CartLinePrice } from '@/components/cart/cart-line-parts'
import type { SummaryLine } from '../utils/checkout-totals'
import * as m from '#messages'

/** The pieces the order is made of: what the chosen place supplies. */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <ul className="divide-y divide-line">
      {lines.map(({ item, qty }) => (
        <li key={item.id} className="flex gap-4 py-4">
          <CartLineImage line={item} className="w-16 sm:w-20" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-display text-base leading-snug">
              {item.product_detail.product_name}
            </p>
            <p className="mt-1 text-muted">{m.size_and_qty({ size: item.size_name, qty })}</p>
            <div className="mt-1">
              <CartLinePrice line={item} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
