import { z } from 'zod'

/**
 * What buyers' returns say about a product's fit (decision 096): it runs
 * small (they wanted a size up) or large. Shown beside the size picker.
 */
export const FIT_NOTES = ['RUNS_SMALL', 'RUNS_LARGE'] as const
export const FitNoteSchema = z.enum(FIT_NOTES).nullable()
export type FitNote = z.infer<typeof FitNoteSchema>

/** The fewest units sent back as too small (or too large) before the product is said to run so. */
export const FIT_MIN_UNITS = 5
/** …and they must be at least this share of the units sold, in percent… */
export const FIT_MIN_SHARE_PERCENT = 8
/** …and at least two of every three fit returns must point the same way. */
const FIT_MAJORITY = 2 / 3

export interface FitCounts {
  /** Units returned as too small, by any buyer, whatever became of the request. */
  small: number
  large: number
  /** Units sold in paid orders, less those cancelled. */
  sold: number
}

/** Whether enough buyers sent the product back for one fit to mean something, and which. */
export function fitNote({ small, large, sold }: FitCounts): FitNote {
  const said = (units: number) =>
    units >= FIT_MIN_UNITS &&
    units >= (small + large) * FIT_MAJORITY &&
    units * 100 >= sold * FIT_MIN_SHARE_PERCENT
  if (said(small)) return 'RUNS_SMALL'
  if (said(large)) return 'RUNS_LARGE'
  return null
}
