import * as m from '#messages'
import type { ReturnFigures } from '@store/contract/admin/return-figures'
import { formatPercent } from './format'

/** The line under the reasons chart: the range's return rate, or that nothing sold to rate. */
export const returnsNote = ({ sold, returned, rate }: ReturnFigures['totals']) =>
  sold === 0
    ? m.return_figures_none_sold()
    : m.return_figures_reasons_note({ returned, sold, rate: formatPercent(rate) })
