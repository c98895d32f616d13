import type { BoardOrder } from '@store/contract/admin/orders-board'
import { PAYMENT_STATE_LABELS } from '@store/contract/admin/orders-board'
import { TRX_STATUS_LABELS } from '@store/contract/order-status'

const RUPIAH = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
})
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Whole rupiah as the shop writes them: Rp 250.000. */
export const formatRupiah = (amount: number) => RUPIAH.format(amount).replace(/\u00a0/g, ' ')

/** '2026-11-26 13:47:05' (already WIB) as '26 Nov 2026, 13:47'. */
export function formatOrderDate(dateTime: string): string {
  const [day = '', time = ''] = dateTime.split(' ')
  const [year, month, date] = day.split('-')
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ''} ${year}, ${time.slice(0, 5)}`
}

export const orderPath = (order: BoardOrder) => `/orders/${encodeURIComponent(order.trx_ref)}`

export const typeLabel = (order: BoardOrder) =>
  order.shipping_type === 'ONLINE_DELIVERY' ? 'Courier' : 'Pick-up'

/** Where the order goes out from: the courier's service, or the showroom it is collected at. */
export const routeLabel = (order: BoardOrder) =>
  order.shipping_type === 'ONLINE_DELIVERY'
    ? `${order.courier ?? 'Courier'} from ${order.showroom_name}`
    : order.showroom_name

const STATUS_TONES: Record<BoardOrder['status'], string> = {
  WAITING_PAYMENT: 'bg-amber-50 text-amber-900',
  PAID: 'bg-sky-50 text-sky-900',
  PROCESSED: 'bg-sky-50 text-sky-900',
  SHIPPED: 'bg-indigo-50 text-indigo-900',
  READY_FOR_PICKUP: 'bg-violet-50 text-violet-900',
  COMPLETED: 'bg-green-50 text-ok',
  CANCELLED: 'bg-stone-200 text-ink',
  EXPIRED: 'bg-stone-200 text-ink',
}

export function StatusBadge({ order }: { order: BoardOrder }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[order.status]}`}
    >
      {order.group === 'packed' ? 'Packed' : TRX_STATUS_LABELS[order.status]}
    </span>
  )
}

export function PaymentLine({ order }: { order: BoardOrder }) {
  const state = PAYMENT_STATE_LABELS[order.payment_state]
  return (
    <span className={order.payment_state === 'failed' ? 'text-danger' : 'text-muted'}>
      {order.payment_channel ? `${order.payment_channel} · ${state}` : state}
    </span>
  )
}
