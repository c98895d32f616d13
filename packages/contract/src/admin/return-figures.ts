import { z } from 'zod'
import { FitNoteSchema } from '../fit'
import { RETURN_REASONS } from '../returns'
import { defineStaffCall } from './call'
import { DashboardQuerySchema } from './dashboard'
import { CATALOGUE_ROLES } from './staff-roles'

/** Products listed by units returned, most first. */
export const RETURN_FIGURES_PRODUCTS = 10

const UnitsSchema = z.object({
  /** Units of the range's sales, less those cancelled. */
  sold: z.number(),
  /** Of those, units asked back (exchanges and refunds), a refused request not counted. */
  returned: z.number(),
  exchanged: z.number(),
  too_small: z.number(),
  too_large: z.number(),
  /** returned / sold in percent, one decimal; null without sales. */
  rate: z.number().nullable(),
})

export const ReturnFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: UnitsSchema,
  reasons: z.array(z.object({ reason: z.enum(RETURN_REASONS), units: z.number() })),
  products: z.array(
    UnitsSchema.extend({
      product_id: z.number(),
      name: z.string(),
      /** What the product page says of its fit now, from every return so far. */
      fit: FitNoteSchema,
      sizes: z.array(UnitsSchema.extend({ size_code: z.string() })),
    }),
  ),
})
export type ReturnFigures = z.infer<typeof ReturnFiguresSchema>

export const getReturnFigures = defineStaffCall({
  method: 'GET',
  path: 'dashboard/returns',
  payload: DashboardQuerySchema,
  response: z.object({ data: ReturnFiguresSchema }),
  roles: CATALOGUE_ROLES,
  summary:
    'Returns and exchanges of the units sold over a range of WIB days, by reason, product and size, with return rates',
})
