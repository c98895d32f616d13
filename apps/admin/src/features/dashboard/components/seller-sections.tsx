import type { Dashboard } from '@store/contract/admin/dashboard'
import { LOW_STOCK_UNITS } from '@store/contract/admin/dashboard'
import { ChartSection } from './chart-section'
import { SimpleBarChart } from './bar-chart'
import { formatPercent } from '../utils/format'
import { formatRupiah } from '@/i18n/locale'

const units = (value: number) => `${value} units`

/** Best-selling products and sizes, and each showroom's sell-through and low stock. */
export function SellerSections({ figures }: { figures: Dashboard }) {
  const sold = figures.showrooms.filter((row) => row.units_sold + row.units_in_stock > 0)
  return (
    <>
      <ChartSection
        title="Top products"
        note="Units sold in paid orders; revenue before promo codes."
        rows={figures.top_products}
        rowKey={(row) => String(row.product_id)}
        columns={[
          { label: 'Product', cell: (row) => row.name },
          { label: 'Units', cell: (row) => row.units, numeric: true },
          { label: 'Revenue', cell: (row) => formatRupiah(row.revenue), numeric: true },
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
        title="Top sizes"
        note="Units sold in paid orders, across products."
        rows={figures.top_sizes}
        rowKey={(row) => row.size_code}
        columns={[
          { label: 'Size', cell: (row) => row.size_code },
          { label: 'Units', cell: (row) => row.units, numeric: true },
          { label: 'Revenue', cell: (row) => formatRupiah(row.revenue), numeric: true },
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
        title="Sell-through per showroom"
        note={`Units sold ÷ (units sold + units held now). Low stock: sizes on sale with 1 to ${LOW_STOCK_UNITS} units left.`}
        rows={sold}
        rowKey={(row) => String(row.showroom_id)}
        columns={[
          { label: 'Showroom', cell: (row) => row.name },
          { label: 'Sold', cell: (row) => row.units_sold, numeric: true },
          { label: 'Held', cell: (row) => row.units_in_stock, numeric: true },
          {
            label: 'Sell-through',
            cell: (row) => formatPercent(row.sell_through_percent),
            numeric: true,
          },
          { label: 'Low-stock sizes', cell: (row) => row.low_stock_sizes, numeric: true },
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
