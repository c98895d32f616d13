import type { Dashboard } from '@store/contract/admin/dashboard'
import { formatPercent } from '../utils/format'
import { formatRupiah } from '@/i18n/locale'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <dt className="text-xs uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums lg:text-2xl">{value}</dd>
      <dd className="mt-1 text-xs text-muted">{note}</dd>
    </div>
  )
}

/** The range's headline figures. */
export function SummaryTiles({ figures }: { figures: Dashboard }) {
  const { totals, conversion } = figures
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        label="Revenue"
        value={formatRupiah(totals.revenue)}
        note="Paid orders, shipping included"
      />
      <Tile
        label="Paid orders"
        value={String(totals.paid_orders)}
        note="Paid in the range and still paid"
      />
      <Tile
        label="Average order"
        value={formatRupiah(totals.average_order_value)}
        note="Revenue ÷ paid orders"
      />
      <Tile
        label="Cart to paid order"
        value={formatPercent(conversion.percent)}
        note={`${plural(conversion.paid_orders, 'paid order')} ÷ ${plural(conversion.carts_created, 'cart')} started`}
      />
    </dl>
  )
}
