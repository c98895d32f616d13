import type { ReturnReason } from '@store/contract/returns'
import type { Said } from '../../lib/http-errors'
import { MAIL_WORDS } from '../../i18n/words'
import type { OrderLineRow } from '../order.repository'

export interface AskedLine {
  line_id: number
  qty: number
  reason: ReturnReason
  exchange_size?: string | undefined
}

export interface PlannedLine {
  asked: AskedLine
  line: OrderLineRow
}

/** The units already asked for of each line, in returns not refused, and whether one is open. */
export interface LineReturns {
  taken: number
  open: boolean
}

/**
 * Checks the asked lines against the order (decision 086): a line the order
 * has, not already in an open request, and no more units than were bought
 * less those cancelled and those already returned. Answers the plan or the
 * first refusal, in words.
 */
export function planReturn(
  lines: readonly OrderLineRow[],
  asked: readonly AskedLine[],
  returned: ReadonlyMap<number, LineReturns>,
  trxRef: string,
): { ok: true; lines: PlannedLine[] } | { ok: false; said: Said } {
  const planned: PlannedLine[] = []
  for (const wanted of asked) {
    const line = lines.find((candidate) => candidate.id === wanted.line_id)
    if (!line)
      return {
        ok: false,
        said: (l) => MAIL_WORDS[l].returns_no_line({ ref: trxRef, line: wanted.line_id }),
      }
    const named = { product: line.productName, size: line.sizeCode }
    const before = returned.get(line.id)
    if (before?.open) return { ok: false, said: (l) => MAIL_WORDS[l].returns_line_open(named) }
    const left = line.qty - line.cancelledQty - (before?.taken ?? 0)
    if (left <= 0) return { ok: false, said: (l) => MAIL_WORDS[l].returns_line_returned(named) }
    if (wanted.qty > left)
      return { ok: false, said: (l) => MAIL_WORDS[l].returns_too_many({ ...named, left }) }
    planned.push({ asked: wanted, line })
  }
  return { ok: true, lines: planned }
}
