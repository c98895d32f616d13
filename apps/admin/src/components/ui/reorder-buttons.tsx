import * as m from '#messages'

/** The ids in a new order: the one at `index` moved by `step` (-1 up, 1 down). */
export function moveId(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids]
  const target = index + step
  const [moved] = next.splice(index, 1)
  if (moved === undefined || target < 0 || target > ids.length - 1) return [...ids]
  next.splice(target, 0, moved)
  return next
}

interface ReorderButtonsProps {
  /** What the buttons move, for screen readers: "Move Rainy Season up". */
  label: string
  index: number
  count: number
  disabled?: boolean
  onMove: (step: -1 | 1) => void
}

const BUTTON =
  'inline-flex size-10 items-center justify-center rounded-md border border-stone-300 bg-white text-ink hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300'

/** Up and down buttons that reorder a list from the keyboard as well as the mouse. */
export function ReorderButtons({ label, index, count, disabled, onMove }: ReorderButtonsProps) {
  return (
    <div className="flex gap-1">
      <button
        type="button"
        className={BUTTON}
        aria-label={m.move_up({ label })}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-label={m.move_down({ label })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </div>
  )
}
