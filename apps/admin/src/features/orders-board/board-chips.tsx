import { ORDER_GROUP_LABELS } from '@store/contract/admin/orders-board'
import type { OrderGroup } from '@store/contract/admin/orders-board'

/** The groups staff act on come first; the rest follow. */
const CHIP_ORDER: OrderGroup[] = [
  'to_pack',
  'pickup_to_prepare',
  'ready_for_pickup',
  'waiting_payment',
  'packed',
  'shipped',
  'completed',
  'closed',
]

/** The counts per group, each a filter: pressed again, it shows every group. */
export function BoardChips({
  counts,
  total,
  active,
  onChoose,
}: {
  counts: { group: OrderGroup; count: number }[] | undefined
  total: number | undefined
  active: string | null
  onChoose: (group: OrderGroup | '') => void
}) {
  const countOf = (group: OrderGroup) => counts?.find((row) => row.group === group)?.count
  const chip = (key: string, label: string, count: number | undefined, pressed: boolean) => (
    <li key={key}>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => onChoose(pressed || key === 'all' ? '' : (key as OrderGroup))}
        className={`inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm transition-colors ${
          pressed
            ? 'border-ink bg-ink text-white'
            : 'border-stone-300 bg-white text-ink hover:bg-stone-100'
        }`}
      >
        {label}
        <span className={`tabular-nums ${pressed ? 'text-stone-200' : 'text-muted'}`}>
          {count ?? '…'}
        </span>
      </button>
    </li>
  )
  return (
    <ul
      aria-label="Orders by status"
      className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0"
    >
      {chip('all', 'All orders', total, !active)}
      {CHIP_ORDER.map((group) =>
        chip(group, ORDER_GROUP_LABELS[group], countOf(group), active === group),
      )}
    </ul>
  )
}
