import * as m from '#messages'
import type { Dashboard } from '@store/contract/admin/dashboard'
import { LOW_STOCK_UNITS } from '@store/contract/admin/dashboard'
import { ChartSection } from './chart-section'
import { revenueColumn } from './revenue-column'
import { SimpleBarChart } from './bar-chart'
import { formatPercent, hasMoney } from '../utils/format'

const units = (value: number) => `${value} units`

/** Best-selling products and sizes, and each showroom's sell-through and low stock. */
export function SellerSections({ figures }: { figures: Dashboard }) {
  const sold = figures.showrooms.filter((row) => row.units_sold + row.units_in_stock > 0)
  return (
    <>
      <ChartSection
        title={m.top_products()}
        note={hasMoney(figures) ? m.top_products_note() : m.top_products_units_note()}
        rows={figures.top_products}
        rowKey={(row) => String(row.product_id)}
        columns={[
          { label: m.product(), cell: (row) => row.name },
          { label: m.units(), cell: (row) => row.units, numeric: true },
          ...revenueColumn(figures),
        ]}
        chart={
          <SimpleBarChart
            rows={figures.top_products}
            label={(row) => row.name}
            value={(row) => row.units}
            format={units}
            axisFormat={String}
            horizontal
          />
        }
      />
      <ChartSection
        title={m.top_sizes()}
        note={m.top_sizes_note()}
        rows={figures.top_sizes}
        rowKey={(row) => row.size_code}
        columns={[
          { label: m.size(), cell: (row) => row.size_code },
          { label: m.units(), cell: (row) => row.units, numeric: true },
          ...revenueColumn(figures),
        ]}
        chart={
          <SimpleBarChart
            rows={figures.top_sizes}
            label={(row) => row.size_code}
            value={(row) => row.units}
            format={units}
            axisFormat={String}
            colour="#9a3412"
          />
        }
      />
      <ChartSection
        title={m.sell_through()}
        note={m.sell_through_note({ units: LOW_STOCK_UNITS })}
        rows={sold}
        rowKey={(row) => String(row.showroom_id)}
        columns={[
          { label: m.showroom(), cell: (row) => row.name },
          { label: m.sold(), cell: (row) => row.units_sold, numeric: true },
          { label: m.held(), cell: (row) => row.units_in_stock, numeric: true },
          {
            label: m.sell_through_short(),
            cell: (row) => formatPercent(row.sell_through_percent),
            numeric: true,
          },
          { label: m.low_stock_sizes(), cell: (row) => row.low_stock_sizes, numeric: true },
        ]}
        chart={
          <SimpleBarChart
            rows={sold}
            label={(row) => row.name.replace(/^KAINARA\s+/, '')}
            value={(row) => row.sell_through_percent ?? 0}
            format={(value) => formatPercent(value)}
            domain={[0, 100]}
            horizontal
          />
        }
      />
    </>
  )
}
