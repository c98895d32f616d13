import * as m from '#messages'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { previewSrc } from '@/components/media/preview-src'
import { unitsLeft } from '../utils/cancel-choice'
import { Section } from './section'
import { formatRupiah } from '@/i18n/locale'

function Thumb({ url, name }: { url: string | null; name: string }) {
  if (!url) return <div aria-hidden className="size-16 shrink-0 rounded bg-stone-100" />
  return (
    <img
      src={previewSrc(url)}
      alt={name}
      width={64}
      height={80}
      loading="lazy"
      className="h-20 w-16 shrink-0 rounded object-cover"
    />
  )
}

/** The order's lines with their photos, then how the total is made. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { totals } = order
  const rows: [string, number][] = [[m.items(), totals.items_before_bundles]]
  if (totals.bundle_savings) rows.push([m.bundle_savings(), -totals.bundle_savings])
  if (totals.promo_discount)
    rows.push([m.promo_code_line({ code: totals.promo_code ?? '' }).trim(), -totals.promo_discount])
  rows.push([m.shipping(), totals.shipping_cost])
  return (
    <Section title={m.items()}>
      <ul className="divide-y divide-line">
        {order.lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-3 first:pt-0">
            <Thumb url={line.image_url} name={line.product_name} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{line.product_name}</p>
              <p className="text-muted">
                {m.size_qty_price({
                  size: line.size_code,
                  qty: line.qty,
                  price: formatRupiah(line.unit_price),
                })}
              </p>
              {line.cancelled_qty > 0 && (
                <p className="font-medium text-danger">
                  {m.order_line_cancelled({ cancelled: line.cancelled_qty, qty: line.qty })}
                </p>
              )}
              {line.bundle_saving > 0 && (
                <p className="text-ok">
                  {m.bundle_saving_amount({ amount: formatRupiah(line.bundle_saving) })}
                </p>
              )}
            </div>
            <p
              className={`text-sm font-medium whitespace-nowrap ${unitsLeft(line) === 0 ? 'text-muted line-through' : ''}`}
            >
              {formatRupiah(line.subtotal)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className={amount < 0 ? 'text-ok' : ''}>{formatRupiah(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 pt-1 text-base font-semibold">
          <dt>{m.total()}</dt>
          <dd>{formatRupiah(totals.grand_total)}</dd>
        </div>
      </dl>
    </Section>
  )
}
