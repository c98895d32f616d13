import { RETURN_REASONS } from '@store/contract/returns'
import type { ReturnReason } from '@store/contract/returns'
import type { ReturnOptions } from '@store/contract/return-calls'
import * as m from '#messages'

export interface LineChoice {
  qty: number
  reason: ReturnReason | ''
  size: string
}

export const REASON_NAMES: Record<ReturnReason, () => string> = {
  too_small: m.returns_reason_too_small,
  too_large: m.returns_reason_too_large,
  damaged: m.returns_reason_damaged,
  wrong_item: m.returns_reason_wrong_item,
  not_as_pictured: m.returns_reason_not_as_pictured,
  changed_mind: m.returns_reason_changed_mind,
}

const FIELD = 'mt-2 block min-h-11 w-full border-b border-ink/60 bg-transparent py-2 text-[15px]'
const LABEL = 'text-[11px] font-semibold tracking-[0.22em] uppercase'
const STEP =
  'grid size-11 place-items-center text-lg hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40'

interface Props {
  line: ReturnOptions['lines'][number]
  choice: LineChoice
  exchange: boolean
  onChange: (choice: LineChoice) => void
}

/** One line of the order: how many units come back (up to what is left), why, and the size wanted. */
export function ReturnLineFields({ line, choice, exchange, onChange }: Props) {
  const id = `return-line-${line.line_id}`
  const step = (by: number) =>
    onChange({ ...choice, qty: Math.min(line.returnable, Math.max(0, choice.qty + by)) })
  return (
    <fieldset className="grid gap-4 border-b border-line py-4 md:grid-cols-[minmax(0,1fr)_auto]">
      <legend className="sr-only">{line.product_name}</legend>
      <div>
        <p className="font-display text-lg leading-snug break-words">{line.product_name}</p>
        <p className="text-sm text-muted">
          {m.size_of({ size: line.size_code })} · {m.returns_units_left({ count: line.returnable })}
        </p>
      </div>
      <div
        className="inline-flex items-center self-start justify-self-start border border-line"
        role="group"
        aria-labelledby={`${id}-qty`}
      >
        <span id={`${id}-qty`} className="sr-only">
          {m.returns_line_qty({ product: line.product_name, size: line.size_code })}
        </span>
        <button
          type="button"
          className={STEP}
          aria-label={m.returns_less()}
          disabled={choice.qty === 0}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" className="w-10 text-center text-sm tabular-nums">
          {choice.qty}
        </output>
        <button
          type="button"
          className={STEP}
          aria-label={m.returns_more()}
          disabled={choice.qty >= line.returnable}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {choice.qty > 0 && (
        <div className="grid gap-4 md:col-span-2 md:grid-cols-2">
          <div>
            <label htmlFor={`${id}-reason`} className={LABEL}>
              {m.returns_reason()}
            </label>
            <select
              id={`${id}-reason`}
              className={FIELD}
              value={choice.reason}
              onChange={(event) =>
                onChange({ ...choice, reason: event.target.value as ReturnReason })
              }
            >
              <option value="">{m.returns_reason()}…</option>
              {RETURN_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {REASON_NAMES[reason]()}
                </option>
              ))}
            </select>
          </div>
          {exchange && (
            <div>
              <label htmlFor={`${id}-size`} className={LABEL}>
                {m.returns_exchange_size({ product: line.product_name })}
              </label>
              {line.exchange_sizes.length > 0 ? (
                <select
                  id={`${id}-size`}
                  className={FIELD}
                  value={choice.size}
                  onChange={(event) => onChange({ ...choice, size: event.target.value })}
                >
                  <option value="">{m.returns_choose_size()}</option>
                  {line.exchange_sizes.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              ) : (
                <p id={`${id}-size`} className="mt-2 text-sm">
                  {m.returns_no_other_size()}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </fieldset>
  )
}
