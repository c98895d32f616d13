import type { Executor } from '@store/db/client'
import { ShippingTypeSchema } from '@store/contract/checkout-trx'
import { TRX_STATUSES } from '@store/contract/order-status'
import { percentOf } from '@store/contract/admin/dashboard'
import type { Dashboard, Sales } from '@store/contract/admin/dashboard'
import {
  countOrdersByStatus,
  listTopSellers,
  sumSalesBy,
  sumSalesByDay,
} from './figures.repository'
import { countCartsCreated, listShowroomStockFigures } from './stock-figures.repository'
import { dayText, spanOf, weekStartOf } from './wib-days'
import type { DayNo } from './wib-days'

const sales = (orders: number, revenue: number): Sales => ({
  paid_orders: orders,
  revenue,
  average_order_value: orders === 0 ? 0 : Math.round(revenue / orders),
})

/** Sales per day (every day of the range, zero included), per week from Monday, and in all. */
export async function salesFigures(db: Executor, first: DayNo, last: DayNo) {
  const byDay = new Map(
    (await sumSalesByDay(db, spanOf(first, last))).map((row) => [row.dayNo, row]),
  )
  const days: { day: DayNo; orders: number; revenue: number }[] = []
  for (let day = first; day <= last; day += 1) {
    days.push({ day, orders: byDay.get(day)?.orders ?? 0, revenue: byDay.get(day)?.revenue ?? 0 })
  }
  const weeks = new Map<DayNo, { orders: number; revenue: number }>()
  for (const { day, orders, revenue } of days) {
    const week = weeks.get(weekStartOf(day)) ?? { orders: 0, revenue: 0 }
    weeks.set(weekStartOf(day), { orders: week.orders + orders, revenue: week.revenue + revenue })
  }
  const orders = days.reduce((sum, day) => sum + day.orders, 0)
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0)
  return {
    totals: sales(orders, revenue),
    days: days.map((day) => ({ day: dayText(day.day), ...sales(day.orders, day.revenue) })),
    weeks: [...weeks].map(([week, sum]) => ({
      week_start: dayText(week),
      ...sales(sum.orders, sum.revenue),
    })),
  }
}

/** Every figure of the dashboard over the WIB days first..last. */
export async function dashboardFigures(
  db: Executor,
  first: DayNo,
  last: DayNo,
): Promise<Dashboard> {
  const span = spanOf(first, last)
  const [salesPart, statuses, products, sizes, showrooms, shipping, channels, carts] =
    await Promise.all([
      salesFigures(db, first, last),
      countOrdersByStatus(db, span),
      listTopSellers(db, span, 'product'),
      listTopSellers(db, span, 'size'),
      listShowroomStockFigures(db, span),
      sumSalesBy(db, span, 'shipping'),
      sumSalesBy(db, span, 'channel'),
      countCartsCreated(db, span),
    ])
  const byStatus = new Map(statuses.map((row) => [row.status, row.orders]))
  return {
    from: dayText(first),
    to: dayText(last),
    ...salesPart,
    statuses: TRX_STATUSES.map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
    top_products: products.map((row) => ({
      product_id: Number(row.key),
      name: row.name,
      units: row.units,
      revenue: row.revenue,
    })),
    top_sizes: sizes.map((row) => ({ size_code: row.key, units: row.units, revenue: row.revenue })),
    showrooms: showrooms.map((row) => ({
      showroom_id: row.id,
      name: row.name,
      units_sold: row.sold,
      units_in_stock: row.held,
      sell_through_percent: percentOf(row.sold, row.sold + row.held),
      low_stock_sizes: row.low,
    })),
    shipping: shipping.map((row) => ({
      shipping_type: ShippingTypeSchema.parse(row.key),
      paid_orders: row.orders,
      revenue: row.revenue,
    })),
    channels: channels.map((row) => ({
      channel: row.key,
      paid_orders: row.orders,
      revenue: row.revenue,
    })),
    conversion: {
      carts_created: carts,
      paid_orders: salesPart.totals.paid_orders,
      percent: percentOf(salesPart.totals.paid_orders, carts),
    },
  }
}
