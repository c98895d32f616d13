import * as m from '#messages'
import { toast } from 'sonner'
import { useReorderCategory } from '../api/reorder-category'

interface OrderButtonsProps {
  kind: 'category' | 'sub'
  id: number
  name: string
  first: boolean
  last: boolean
}

const BUTTON =
  'inline-flex size-10 items-center justify-center rounded-md border border-stone-300 bg-white text-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300'

/** Move up / down, each a real button; focus follows the item it moved. */
export function OrderButtons({ kind, id, name, first, last }: OrderButtonsProps) {
  const reorder = useReorderCategory()
  const go = (direction: 'up' | 'down') => {
    if (reorder.isPending) return
    reorder.mutate(
      { kind, id, direction },
      {
        onSuccess: ({ message }) => {
          toast.success(message)
          // The list has been read again; the moved item's button keeps the focus (or its twin at an end).
          setTimeout(() => {
            const same = document.getElementById(`${kind}-${id}-${direction}`)
            const other = document.getElementById(
              `${kind}-${id}-${direction === 'up' ? 'down' : 'up'}`,
            )
            ;(same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus()
          })
        },
        onError: (error) => toast.error(error.message),
      },
    )
  }
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        id={`${kind}-${id}-up`}
        className={BUTTON}
        aria-label={m.move_up({ label: name })}
        disabled={first}
        onClick={() => go('up')}
      >
        ↑
      </button>
      <button
        type="button"
        id={`${kind}-${id}-down`}
        className={BUTTON}
        aria-label={m.move_down({ label: name })}

        disabled={last}
        onClick={() => go('down')}
      >
        ↓
      </button>
    </span>
  )
}
