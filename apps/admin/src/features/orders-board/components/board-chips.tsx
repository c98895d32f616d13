import * as m from '#messages'
import { ORDER_GROUP_LABELS } from '../utils/labels'
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

interface ChipsProps {
  /** A null count is a group not counted: completed and closed orders without a first day. */
  counts: { group: OrderGroup; count: number | null }[] | undefined
  total: number | null | undefined
  attention: number | undefined
  active: string | null
  attentionOnly: boolean
  onChoose: (group: OrderGroup | '') => void
  onAttention: (only: boolean) => void
  /** "All orders": no group and no attention filter. */
  onAll: () => void
}

function Chip(props: {
  label: string
  count: number | null | undefined
  pressed: boolean
  urgent?: boolean
  onClick: () => void
}) {
  const { label, count, pressed, urgent = false } = props
  const look = pressed
    ? 'border-ink bg-ink text-white'
    : urgent
      ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100'
      : 'border-stone-300 bg-white text-ink hover:bg-stone-100'
  return (
    <li>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={props.onClick}
        className={`inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm transition-colors ${look}`}
      >
        {label}
        {count !== null && (
          <span
            className={`tabular-nums ${pressed ? 'text-stone-200' : urgent ? '' : 'text-muted'}`}
          >
            {count ?? '…'}
          </span>
        )}
      </button>
    </li>
  )
}

/**
 * The counts per group, each a filter: pressed again, it shows every group.
 * "Needs attention" is a filter of its own, beside whichever group is chosen.
 */
export function BoardChips(props: ChipsProps) {
  const { counts, active, attention } = props
  const countOf = (group: OrderGroup) => counts?.find((row) => row.group === group)?.count
  return (
    <ul
      aria-label={m.orders_by_status()}
      className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0"
    >
      {(props.attentionOnly || (attention ?? 0) > 0) && (
        <Chip
          label={m.needs_attention()}
          count={attention}
          pressed={props.attentionOnly}
          urgent
          onClick={() => props.onAttention(!props.attentionOnly)}
        />
      )}
      <Chip
        label={m.all_orders()}
        count={props.total}
        pressed={!active && !props.attentionOnly}
        onClick={props.onAll}
      />
      {CHIP_ORDER.map((group) => (
        <Chip
          key={group}
          label={ORDER_GROUP_LABELS[group]}
          count={countOf(group)}
          pressed={active === group}
          onClick={() => props.onChoose(active === group ? '' : group)}
        />
      ))}
    </ul>
  )
}
