import * as m from '#messages'
import type { FitNote } from '@store/contract/fit'

/** What the shop's product page says of the fit; a dash where it says nothing. */
export const fitName = (fit: FitNote) =>
  fit === 'RUNS_SMALL' ? m.fit_runs_small() : fit === 'RUNS_LARGE' ? m.fit_runs_large() : '–'
