import { z } from 'zod'
import { TrxStatusSchema } from '../order-status'
import { SHIPPING_TYPES } from '../checkout-trx'
import { defineStaffCall } from './call'
import { CATALOGUE_ROLES } from './staff-roles'

/** The range the dashboard opens on: the last 30 WIB days, today included. */
export const DEFAULT_RANGE_DAYS = 30
/** A range longer than this is refused: a day-by-day chart of it would be unreadable. */
export const MAX_RANGE_DAYS = 366
/** A size a showroom holds with this many units or fewer (but at least one) is low. */
export const LOW_STOCK_UNITS = 3
/** How many products and sizes the top lists name. */
export const TOP_LIST_LENGTH = 10

const dayField = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-11-26.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-11-26.`)
    .optional()

/** WIB days, both included; without them, the last DEFAULT_RANGE_DAYS days. */
export const DashboardQuerySchema = z.object({
  from: dayField('The first day'),
  to: dayField('The last day'),
})
export type DashboardQuery = z.input<typeof DashboardQuerySchema>

/** An amount in IDR, or null for an account outside MONEY_ROLES, which is never sent the shop's money. */
const MoneySchema = z.number().nullable()

const SalesSchema = z.object({
  paid_orders: z.number(),
  /** Sum of the paid orders' grand totals (items after promo, plus shipping), IDR. */
  revenue: MoneySchema,
  /** revenue / paid_orders rounded to the rupiah; 0 without orders. */
  average_order_value: MoneySchema,
})
export type Sales = z.infer<typeof SalesSchema>

const ShareSchema = z.object({ paid_orders: z.number(), revenue: MoneySchema })

export const DashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: SalesSchema,
  days: z.array(SalesSchema.extend({ day: z.string() })),
  /** Weeks from Monday; the first and last may be cut by the range. */
  weeks: z.array(SalesSchema.extend({ week_start: z.string() })),
  /** Orders placed in the range, by the status they have now. */
  statuses: z.array(z.object({ status: TrxStatusSchema, orders: z.number() })),
  top_products: z.array(
    z.object({ product_id: z.number(), name: z.string(), units: z.number(), revenue: MoneySchema }),
  ),
  top_sizes: z.array(z.object({ size_code: z.string(), units: z.number(), revenue: MoneySchema })),
  showrooms: z.array(
    z.object({
      showroom_id: z.number(),
      name: z.string(),
      units_sold: z.number(),
      units_in_stock: z.number(),
      /** units_sold / (units_sold + units_in_stock), a percent with one decimal; null when both are 0. */
      sell_through_percent: z.number().nullable(),
      low_stock_sizes: z.number(),
    }),
  ),
  shipping: z.array(ShareSchema.extend({ shipping_type: z.enum(SHIPPING_TYPES) })),
  /** By the channel Faspay named; null when the payment named none. */
  channels: z.array(ShareSchema.extend({ channel: z.string().nullable() })),
  conversion: z.object({
    carts_created: z.number(),
    paid_orders: z.number(),
    /** paid_orders / carts_created, a percent with one decimal; null without carts. */
    percent: z.number().nullable(),
  }),
})
export type Dashboard = z.infer<typeof DashboardSchema>

export const getDashboard = defineStaffCall({
  method: 'GET',
  path: 'dashboard',
  payload: DashboardQuerySchema,
  response: z.object({ data: DashboardSchema }),
  roles: CATALOGUE_ROLES,
  summary:
    "The shop's figures over a range of WIB days: sales, statuses, products, showrooms; amounts only for MONEY_ROLES",
})

/** A share as a percent with one decimal; null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 1000) / whole) / 10
}
