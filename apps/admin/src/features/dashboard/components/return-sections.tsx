import * as m from '#messages'
import type { DashboardQuery } from '@store/contract/admin/dashboard'
import { FIT_MIN_SHARE_PERCENT, FIT_MIN_UNITS } from '@store/contract/fit'
import { useReturnFigures } from '../api/get-return-figures'
import { formatPercent } from '../utils/format'
import { returnsNote } from '../utils/returns-note'
import { reasonName } from '@/i18n/return-reasons'
import { fitName } from '../utils/fit-name'
import { ChartSection } from './chart-section'
import { SimpleBarChart } from './bar-chart'

/**
 * What came back of the range's sales (decision 096): by reason, and the
 * return rate of each product and size, the figures that fix a size guide.
 */
export function ReturnSections({ query }: { query: DashboardQuery }) {
  const { data: figures } = useReturnFigures(query)
  if (!figures) return null
  const reasons = figures.reasons.filter((row) => row.units > 0)
  const sizes = figures.products.flatMap((product) =>
    product.sizes
      .filter((size) => size.sold > 0)
      .map((size) => ({
        ...size,
        key: `${product.product_id}-${size.size_code}`,
        name: product.name,
      })),
  )
  return (
    <>
      <ChartSection
        title={m.return_figures_reasons()}
        note={returnsNote(figures.totals)}
        rows={reasons}
        rowKey={(row) => row.reason}
        columns={[
          { label: m.return_figures_reason(), cell: (row) => reasonName(row.reason) },
          { label: m.units(), cell: (row) => row.units, numeric: true },
        ]}
        chart={
          <SimpleBarChart
            rows={reasons}
            label={(row) => reasonName(row.reason)}
            value={(row) => row.units}
            format={String}
            horizontal
            colour="#9a3412"
          />
        }
      />
      <ChartSection
        title={m.return_figures_products()}
        note={m.return_figures_products_note({
          units: FIT_MIN_UNITS,
          percent: FIT_MIN_SHARE_PERCENT,
        })}
        rows={figures.products}
        rowKey={(row) => String(row.product_id)}
        columns={[
          { label: m.product(), cell: (row) => row.name },
          { label: m.sold(), cell: (row) => row.sold, numeric: true },
          { label: m.return_figures_returned(), cell: (row) => row.returned, numeric: true },
          { label: m.return_figures_exchanged(), cell: (row) => row.exchanged, numeric: true },
          { label: m.return_figures_rate(), cell: (row) => formatPercent(row.rate), numeric: true },
          { label: m.return_figures_fit(), cell: (row) => fitName(row.fit) },
        ]}
        chart={
          <SimpleBarChart
            rows={figures.products}
            label={(row) => row.name}
            value={(row) => row.rate ?? 0}
            format={(value) => formatPercent(value)}
            horizontal
          />
        }
      />
      <ChartSection
        title={m.return_figures_sizes()}
        note={m.return_figures_sizes_note()}
        rows={sizes}
        rowKey={(row) => row.key}
        columns={[
          { label: m.product(), cell: (row) => row.name },
          { label: m.size(), cell: (row) => row.size_code },
          { label: m.sold(), cell: (row) => row.sold, numeric: true },
          { label: m.return_figures_returned(), cell: (row) => row.returned, numeric: true },
          { label: m.returns_reason_too_small(), cell: (row) => row.too_small, numeric: true },
          { label: m.returns_reason_too_large(), cell: (row) => row.too_large, numeric: true },
          { label: m.return_figures_rate(), cell: (row) => formatPercent(row.rate), numeric: true },
        ]}
        chart={
          <SimpleBarChart
            rows={sizes}
            label={(row) => `${row.name} · ${row.size_code}`}
            value={(row) => row.rate ?? 0}
            format={(value) => formatPercent(value)}
            horizontal
            colour="#78716c"
          />
        }
      />
    </>
  )
}
