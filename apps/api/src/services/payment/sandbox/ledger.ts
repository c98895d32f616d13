import type { Executor } from '@store/db/client'
import { PAYMENT_STATUS } from '@store/contract/payment'
import { findSettledBill, keepSettledBill } from './ledger.repository'
import type { SandboxOutcome } from './settle'

const FINAL: readonly string[] = [PAYMENT_STATUS.SUCCESS, PAYMENT_STATUS.CANCELLED]
const MAX_REMEMBERED = 10_000

/**
 * What the built-in page remembers of each bill: a paid or cancelled bill
 * keeps its outcome, in the database so every instance shows it settled, and
 * a second press while the first is in flight joins it, so a double click
 * sends one notification. A failed attempt may be tried again. Two presses on
 * two instances at the same moment may both notify: the store's notification
 * handler answers the repeat 'already paid' and changes nothing, and the page
 * shows the outcome kept first.
 */
export function createBillLedger(db: Executor) {
  // A settled outcome never changes: once read, it is kept here too.
  const finals = new Map<string, SandboxOutcome>()
  const inFlight = new Map<string, Promise<{ outcome: SandboxOutcome }>>()

  function remember(billNo: string, outcome: SandboxOutcome) {
    finals.set(billNo, outcome)
    for (const oldest of finals.keys()) {
      if (finals.size <= MAX_REMEMBERED) break
      finals.delete(oldest)
    }
  }

  async function final(billNo: string): Promise<SandboxOutcome | null> {
    const known = finals.get(billNo)
    if (known) return known
    const kept = (await findSettledBill(db, billNo)) as SandboxOutcome | null
    if (kept) remember(billNo, kept)
    return kept
  }

  return {
    final,
    /** Runs `settle` unless the bill is settled or settling; `repeated` says it was not run. */
    async settleOnce(billNo: string, settle: () => Promise<SandboxOutcome>) {
      const pending = inFlight.get(billNo)
      if (pending) return { outcome: (await pending).outcome, repeated: true }
      // Claimed before the first await, so a second press in this process joins it.
      const running = (async () => {
        const settled = await final(billNo)
        if (settled) return { outcome: settled, repeated: true }
        const outcome = await settle()
        if (!FINAL.includes(outcome.status)) return { outcome, repeated: false }
        const kept = (await keepSettledBill(db, billNo, outcome)) as SandboxOutcome
        remember(billNo, kept)
        return { outcome: kept, repeated: false }
      })()
      inFlight.set(billNo, running)
      try {
        return await running
      } finally {
        inFlight.delete(billNo)
      }
    },
  }
}
export type BillLedger = ReturnType<typeof createBillLedger>
