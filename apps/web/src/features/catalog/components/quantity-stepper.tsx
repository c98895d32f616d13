import { MAX_CART_QTY } from '@store/contract/constants'
import * as m from '#messages'

const STEP =
  'grid size-11 place-items-center text-lg hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40'

/** Spec section 5: minus stops at 1; the API caps a line at 99. */
export function QuantityStepper({
  value,
  onChange,
  id,
}: {
  value: number
  onChange: (qty: number) => void
  id: string
}) {
  return (
    <div role="group" aria-labelledby={id} className="inline-flex items-center border border-line">
      <button
        type="button"
        className={STEP}
        aria-label={m.decrease_quantity()}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        className="w-10 text-center text-sm tabular-nums"
        aria-live="polite"
        aria-label={m.quantity_value({ value })}
      >
        {value}
      </output>
      <button
        type="button"
        className={STEP}
        aria-label={m.increase_quantity()}
        disabled={value >= MAX_CART_QTY}
        onClick={() => onChange(Math.min(MAX_CART_QTY, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
