import type { ReturnState } from '@store/contract/returns'
import { STATE_WORDS } from '../utils/return-words'

/** Waiting on staff, waiting on someone else, done, or refused: the badge's colour says which. */
const TONES: Record<ReturnState, string> = {
  REQUESTED: 'bg-amber-50 text-amber-900 ring-amber-200',
  APPROVED: 'bg-sky-50 text-sky-900 ring-sky-200',
  RECEIVED: 'bg-amber-50 text-amber-900 ring-amber-200',
  RESTOCKED: 'bg-violet-50 text-violet-900 ring-violet-200',
  EXCHANGE_SHIPPED: 'bg-green-50 text-green-900 ring-green-200',
  EXCHANGE_READY: 'bg-green-50 text-green-900 ring-green-200',
  REFUND_RECORDED: 'bg-green-50 text-green-900 ring-green-200',
  CLOSED: 'bg-stone-100 text-stone-700 ring-stone-300',
  REFUSED: 'bg-red-50 text-red-900 ring-red-200',
}

/** A return's state in words. */
export function ReturnStateBadge({ state }: { state: ReturnState }) {
  return (
    <span
      className={`inline-flex items-center font-sans whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[state]}`}
    >
      {STATE_WORDS[state]()}
    </span>
  )
}
