import * as m from '#messages'
import type { Dashboard, Sales } from '@store/contract/admin/dashboard'
import { ChartSection } from './chart-section'
import type { Column } from './chart-section'
import { SimpleBarChart } from './bar-chart'
import { formatDate, formatDayMonth, formatRupiah, formatRupiahShort } from '@/i18n/locale'

const salesColumns = <Row extends Sales>(first: Column<Row>): Column<Row>[] => [
  first,
  { label: m.paid_orders(), cell: (row) => row.paid_orders, numeric: true },
  { label: m.revenue(), cell: (row) => formatRupiah(row.revenue), numeric: true },
  { label: m.average_order(), cell: (row) => formatRupiah(row.average_order_value), numeric: true },
]

/** Revenue per WIB day and per week, each with its paid orders and average order. */
export function SalesSections({ figures }: { figures: Dashboard }) {
  return (
    <>
      <ChartSection
        title={m.revenue_per_day()}
        note={m.revenue_per_day_note()}
        rows={figures.days}
        rowKey={(row) => row.day}
        columns={salesColumns<Dashboard['days'][number]>({
          label: m.day(),
          cell: (row) => formatDate(row.day),
        })}
        chart={
          <SimpleBarChart
            rows={figures.days}
            label={(row) => formatDayMonth(row.day)}
            value={(row) => row.revenue}
            format={(amount) => formatRupiah(amount)}
            axisFormat={(amount) => formatRupiahShort(amount, '')}
          />
        }
      />
      <ChartSection
        title={m.revenue_per_week()}
        note={m.revenue_per_week_note()}
        rows={figures.weeks}
        rowKey={(row) => row.week_start}
        columns={salesColumns<Dashboard['weeks'][number]>({
          label: m.week_of(),
          cell: (row) => formatDate(row.week_start),
        })}
        chart={
          <SimpleBarChart
            rows={figures.weeks}
            label={(row) => formatDayMonth(row.week_start)}
            value={(row) => row.revenue}
            format={(amount) => formatRupiah(amount)}
            axisFormat={(amount) => formatRupiahShort(amount, '')}
            colour="#9a3412"
          />
        }
      />
    </>
  )
}
