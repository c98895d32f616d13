import { TRX_STATUS_TONES } from '@store/contract/format/order-status'
import type { StatusTone } from '@store/contract/format/order-status'
import type { TrxStatus } from '@store/contract/order-status'
import { TRX_STATUS_LABELS } from '@/i18n/locale'

/** The back office's palette for the contract's status tones. */
const TONE_CLASSES: Record<StatusTone, string> = {
  attention: 'bg-amber-50 text-amber-900 ring-amber-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  progress: 'bg-violet-50 text-violet-900 ring-violet-200',
  success: 'bg-green-50 text-green-900 ring-green-200',
  critical: 'bg-red-50 text-red-900 ring-red-200',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-300',
}

/** An order's status, on the board and the order page alike; the board may name a step of its own. */
export function StatusBadge({ status, label }: { status: TrxStatus; label?: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONE_CLASSES[TRX_STATUS_TONES[status]]}`}
    >
      {label ?? TRX_STATUS_LABELS[status]}
    </span>
  )
}
