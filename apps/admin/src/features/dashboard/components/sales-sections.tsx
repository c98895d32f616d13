import * as m from '#messages'
import type { Dashboard, Sales } from '@store/contract/admin/dashboard'
import { ChartSection } from './chart-section'
import type { Column } from './chart-section'
import { SimpleBarChart } from './bar-chart'
import { amount, hasMoney } from '../utils/format'
import { formatDate, formatDayMonth, formatRupiah, formatRupiahShort } from '@/i18n/locale'

const salesColumns = <Row extends Sales>(first: Column<Row>, money: boolean): Column<Row>[] => [
  first,
  { label: m.paid_orders(), cell: (row) => row.paid_orders, numeric: true },
  ...(money
    ? [
        { label: m.revenue(), cell: (row: Row) => amount(row.revenue), numeric: true },
        {
          label: m.average_order(),
          cell: (row: Row) => amount(row.average_order_value),
          numeric: true,
        },
      ]
    : []),
]

/**
 * What each bar counts: revenue for an account sent the shop's money, paid
 * orders for the others (decision 092).
 */
function measureOf(money: boolean) {
  return money
    ? {
        value: (row: Sales) => row.revenue ?? 0,
        format: (value: number) => formatRupiah(value),
        axisFormat: (value: number) => formatRupiahShort(value, ''),
      }
    : {
        value: (row: Sales) => row.paid_orders,
        format: String,
        axisFormat: String,
      }
}

/** Revenue (or, without money, paid orders) per WIB day and per week. */
export function SalesSections({ figures }: { figures: Dashboard }) {
  const money = hasMoney(figures)
  const measure = measureOf(money)
  return (
    <>
      <ChartSection
        title={money ? m.revenue_per_day() : m.paid_orders_per_day()}
        note={money ? m.revenue_per_day_note() : m.paid_orders_per_day_note()}
        rows={figures.days}
        rowKey={(row) => row.day}
        columns={salesColumns<Dashboard['days'][number]>(
          { label: m.day(), cell: (row) => formatDate(row.day) },
          money,
        )}
        chart={
          <SimpleBarChart
            rows={figures.days}
            label={(row) => formatDayMonth(row.day)}
            {...measure}
          />
        }
      />
      <ChartSection
        title={money ? m.revenue_per_week() : m.paid_orders_per_week()}
        note={m.revenue_per_week_note()}
        rows={figures.weeks}
        rowKey={(row) => row.week_start}
        columns={salesColumns<Dashboard['weeks'][number]>(
          { label: m.week_of(), cell: (row) => formatDate(row.week_start) },
          money,
        )}
        chart={
          <SimpleBarChart
            rows={figures.weeks}
            label={(row) => formatDayMonth(row.week_start)}
            {...measure}
            colour="#9a3412"
          />
        }
      />
    </>
  )
}
