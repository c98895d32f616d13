import type { CartItem } from '@store/contract/cart'
import * as m from '#messages'

const STEP =
  'grid size-10 place-items-center text-lg transition hover:bg-sand disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent'

interface CartQtyControlProps {
  line: CartItem
  onStep: (step: 1 | -1) => void
}

/** Plus and minus of a cart line: minus stops at 1 (spec section 5), plus at the stock. */
export function CartQtyControl({ line, onStep }: CartQtyControlProps) {
  const name = m.line_name({ name: line.product_detail.product_name, size: line.size_name })
  return (
    <div
      role="group"
      aria-label={m.quantity_of({ name })}
      className="inline-flex items-center border border-line bg-white"
    >
      <button
        type="button"
        className={STEP}
        aria-label={m.decrease_quantity_of({ name })}
        disabled={line.qty <= 1}
        onClick={() => onStep(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="w-9 text-center text-sm tabular-nums" aria-live="polite">
        {line.qty}
      </output>
      <button
        type="button"
        className={STEP}
        aria-label={m.increase_quantity_of({ name })}
        disabled={line.qty >= line.max_qty}
        onClick={() => onStep(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
