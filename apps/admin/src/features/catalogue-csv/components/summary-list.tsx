import * as m from '#messages'
import type { CsvSummary } from '@store/contract/admin/catalogue-csv'

export function SummaryList({ title, summary }: { title: string; summary: CsvSummary }) {
  const items: [string, number][] = [
    [m.csv_rows(), summary.rows],
    [m.csv_new_products(), summary.products_created],
    [m.csv_products_updated(), summary.products_updated],
    [m.csv_stock_cells(), summary.stock_cells],
  ]
  if (summary.sizes_created > 0) items.splice(3, 0, [m.csv_new_sizes(), summary.sizes_created])

  return (
    <section
      aria-label={title}
      className="mt-6 max-w-xl rounded-md border border-line bg-white p-4"
    >
      <h2 className="mb-3 font-semibold">{title}</h2>
      <dl className="grid grid-cols-2 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{value.toLocaleString('id-ID')}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
