import * as m from '#messages'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { unitsLeft } from '../utils/cancel-choice'
import type { UnitChoice } from '../utils/cancel-choice'

/** How many units of each line to cancel, within what is left of it. */
export function CancelLinesPicker({
  order,
  choice,
  onChange,
}: {
  order: OrderDetail
  choice: UnitChoice
  onChange: (choice: UnitChoice) => void
}) {
  const open = order.lines.filter((line) => unitsLeft(line) > 0)
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{m.cancel_what_to_cancel()}</legend>
      {open.map((line) => {
        const id = `cancel-line-${String(line.id)}`
        const left = unitsLeft(line)
        return (
          <div key={line.id} className="flex items-center justify-between gap-3 text-sm">
            <label htmlFor={id} className="min-w-0 flex-1">
              <span className="font-medium">{line.product_name}</span>{' '}
              <span className="text-muted">
                {m.cancel_line_size_left({ size: line.size_code, left })}
              </span>
            </label>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              value={choice[line.id] ?? 0}
              onChange={(event) => {
                const wanted = Math.trunc(Number(event.target.value))
                const qty = Number.isFinite(wanted) ? Math.min(left, Math.max(0, wanted)) : 0
                onChange({ ...choice, [line.id]: qty })
              }}
              className="w-20 rounded-md border border-stone-300 bg-white px-2 py-1.5 text-right text-base sm:text-sm"
            />
          </div>
        )
      })}
    </fieldset>
  )
}
