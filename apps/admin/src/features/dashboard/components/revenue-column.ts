import * as m from '#messages'
import type { Dashboard } from '@store/contract/admin/dashboard'
import type { Column } from './chart-section'
import { amount, hasMoney } from '../utils/format'

/** The revenue column of a table, for an account sent the shop's money; none for the others. */
export const revenueColumn = <Row extends { revenue: number | null }>(
  figures: Dashboard,
): Column<Row>[] =>
  hasMoney(figures)
    ? [{ label: m.revenue(), cell: (row) => amount(row.revenue), numeric: true }]
    : []
