import { orderNumber } from '@store/contract/orders'
import type { Order } from '@store/contract/orders'
import { formatDate } from '@store/contract/format/dates'
import { TRX_STATUS_NAMES, TRX_STATUS_TONES } from '@store/contract/format/order-status'
import type { StatusTone } from '@store/contract/format/order-status'
import { shown } from '../utils/order-view'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { LOCALE } from '@/i18n/locale'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

/** The shop's palette: clay while an order is under way, muted once it is closed. */
const TONE_CLASSES: Record<StatusTone, string> = {
  attention: 'text-clay',
  info: 'text-clay',
  progress: 'text-clay',
  success: 'text-clay',
  critical: 'text-muted',
  neutral: 'text-muted',
}

/** One order of the list: number, date, status, what was bought, total, and its detail. */
export function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const rupiah = useRupiah()
  const lines = order.sales_trx_details
  const pieces = lines.reduce((sum, line) => sum + line.qty, 0)
  const delivery = order.shipping_type === 'ONLINE_DELIVERY'
  return (
    <li className="border border-line bg-[#fffdf9]">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-b border-line px-5 py-3">
        <h2 className="text-sm font-semibold tracking-[0.12em]">
          {m.order_number({ number: orderNumber(order.trx_ref) })}
        </h2>
        <p className="text-xs text-muted">{formatDate(order.trx_date, LOCALE)}</p>
        <p
          className={`text-[11px] font-semibold tracking-[0.18em] uppercase ${TONE_CLASSES[TRX_STATUS_TONES[order.trx_status]]}`}
        >
          {TRX_STATUS_NAMES[LOCALE][order.trx_status]}
        </p>
      </div>
      <div className="flex flex-col gap-4 px-5 py-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <div className="flex shrink-0 -space-x-3">
            {lines.slice(0, 3).map((line) => (
              <span
                key={line.id}
                className="block w-14 overflow-hidden border-2 border-[#fffdf9] bg-sand"
              >
                {line.product_detail.product_images[0] && (
                  <ResponsiveImage
                    src={line.product_detail.product_images[0].image_url}
                    sizes="56px"
                    alt=""
                    width={112}
                    height={140}
                    className="aspect-[4/5] w-full object-cover"
                  />
                )}
              </span>
            ))}
          </div>
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium">{shown(lines[0]?.product_name)}</p>
            <p className="text-muted">
              {m.item_count({ count: pieces })} ·{' '}
              {delivery
                ? `${m.online_delivery()}${order.no_resi ? ` · ${m.no_resi()} ${order.no_resi}` : ''}`
                : `${m.store_pickup_title()} · ${shown(order.showroom?.showroom_name)}`}
            </p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-6 sm:flex-col sm:items-end sm:gap-2">
          <p className="text-base font-semibold">{rupiah(order.grand_total)}</p>
          <button
            type="button"
            className="btn-outline"
            onClick={onOpen}
            aria-label={m.view_details_of({ number: orderNumber(order.trx_ref) })}
          >
            {m.view_details()}
          </button>
        </div>
      </div>
    </li>
  )
}
