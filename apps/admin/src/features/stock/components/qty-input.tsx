import * as m from '#messages'
import { isValidQty } from '../utils/stock-edits'

interface QtyInputProps {
  label: string
  held: number
  text: string
  readOnly: boolean
  onChange: (text: string) => void
}

/** One cell of a stock grid: a number input, marked when changed or not a valid quantity. */
export function QtyInput({ label, held, text, readOnly, onChange }: QtyInputProps) {
  const changed = text !== String(held)
  const invalid = !isValidQty(text)
  if (readOnly)
    return <span className={`tabular-nums ${held === 0 ? 'text-muted' : ''}`}>{held}</span>
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      max={100000}
      step={1}
      value={text}
      aria-label={changed ? m.stock_cell_was({ label, held }) : label}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
      onFocus={(event) => event.target.select()}
      className={`w-20 rounded border px-2 py-1.5 text-right text-base tabular-nums sm:text-sm ${
        invalid
          ? 'border-danger bg-red-50'
          : changed
            ? 'border-amber-600 bg-amber-50 font-semibold'
            : 'border-stone-300 bg-white'
      }`}
    />
  )
}
