import {
  CartLineImage,
  CartLineName,
  CartLinePrice,
  CartLineTotal,
  StockNote,
} from '@/components/cart/cart-line-parts'
import type { CartLinesProps } from './cart-lines-table'
import { CartQtyControl } from './cart-qty-control'
import { RemoveLineButton } from './remove-line-button'
import * as m from '#messages'

/** On a phone each line is a card, not a squeezed table row. */
export function CartLinesCards({ lines, onStep, onRemove }: CartLinesProps) {
  return (
    <ul
      aria-label={m.items_in_cart()}
      className="divide-y divide-line border-y border-line md:hidden"
    >
      {lines.map((line) => (
        <li key={`${line.product_detail_id}-${line.size_code}`} className="flex gap-4 py-5">
          <CartLineImage line={line} className="w-24" />
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <CartLineName line={line} />
                <p className="mt-1 text-sm text-muted">{m.size_of({ size: line.size_name })}</p>
              </div>
              <RemoveLineButton
                line={line}
                onRemove={() => onRemove(line)}
                className="-mt-2 -mr-2"
              />
            </div>
            <div className="mt-2">
              <CartLinePrice line={line} />
            </div>
            <StockNote line={line} />
            <div className="mt-3 flex items-center justify-between">
              <CartQtyControl line={line} onStep={(step) => onStep(line, step)} />
              <CartLineTotal line={line} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
