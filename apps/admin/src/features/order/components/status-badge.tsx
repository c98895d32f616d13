import { TRX_STATUS_LABELS } from '@store/contract/order-status'
import type { TrxStatus } from '@store/contract/order-status'

const TONES: Record<TrxStatus, string> = {
  WAITING_PAYMENT: 'bg-amber-50 text-amber-900 ring-amber-200',
  PAID: 'bg-sky-50 text-sky-900 ring-sky-200',
  PROCESSED: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  SHIPPED: 'bg-violet-50 text-violet-900 ring-violet-200',
  READY_FOR_PICKUP: 'bg-teal-50 text-teal-900 ring-teal-200',
  COMPLETED: 'bg-green-50 text-green-900 ring-green-200',
  CANCELLED: 'bg-red-50 text-red-900 ring-red-200',
  EXPIRED: 'bg-stone-100 text-stone-700 ring-stone-300',
}

export function StatusBadge({ status }: { status: TrxStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
    >
      {TRX_STATUS_LABELS[status]}
    </span>
  )
}
