import type { Dashboard } from '@store/contract/admin/dashboard'

const noRevenue = <Row extends { revenue: number | null }>(rows: Row[]) =>
  rows.map((row) => ({ ...row, revenue: null }))

const noSales = <Row extends { revenue: number | null; average_order_value: number | null }>(
  rows: Row[],
) => rows.map((row) => ({ ...row, revenue: null, average_order_value: null }))

/**
 * The figures with every amount taken out, for an account whose work needs
 * units and orders but not the shop's money (decision 092): nothing of it is
 * sent, rather than hidden on the screen.
 */
export function withoutMoney(figures: Dashboard): Dashboard {
  return {
    ...figures,
    totals: { ...figures.totals, revenue: null, average_order_value: null },
    days: noSales(figures.days),
    weeks: noSales(figures.weeks),
    top_products: noRevenue(figures.top_products),
    top_sizes: noRevenue(figures.top_sizes),
    shipping: noRevenue(figures.shipping),
    channels: noRevenue(figures.channels),
  }
}
