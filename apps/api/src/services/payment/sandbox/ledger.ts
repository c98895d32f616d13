import { PAYMENT_STATUS } from '@store/contract/payment'
import type { SandboxOutcome } from './settle'

const FINAL: readonly string[] = [PAYMENT_STATUS.SUCCESS, PAYMENT_STATUS.CANCELLED]
const MAX_REMEMBERED = 10_000

/**
 * What the built-in page remembers of each bill: a paid or cancelled bill
 * keeps its outcome, and a second press while the first is in flight joins
 * it, so a double click sends one notification. A failed attempt may be
 * tried again. Memory of one process: across processes, the store's
 * notification handler answers a repeat 'already paid' and changes nothing.
 */
export function createBillLedger() {
  const finals = new Map<string, SandboxOutcome>()
  const inFlight = new Map<string, Promise<SandboxOutcome>>()

  function remember(billNo: string, outcome: SandboxOutcome) {
    finals.set(billNo, outcome)
    for (const oldest of finals.keys()) {
      if (finals.size <= MAX_REMEMBERED) break
      finals.delete(oldest)
    }
  }

  return {
    final(billNo: string): SandboxOutcome | null {
      return finals.get(billNo) ?? null
    },
    /** Runs `settle` unless the bill is settled or settling; `repeated` says it was not run. */
    async settleOnce(billNo: string, settle: () => Promise<SandboxOutcome>) {
      // Checked and claimed without an await in between, so a second press cannot slip through.
      const settled = finals.get(billNo)
      if (settled) return { outcome: settled, repeated: true }
      const pending = inFlight.get(billNo)
      if (pending) return { outcome: await pending, repeated: true }
      const running = settle()
      inFlight.set(billNo, running)
      try {
        const outcome = await running
        if (FINAL.includes(outcome.status)) remember(billNo, outcome)
        return { outcome, repeated: false }
      } finally {
        inFlight.delete(billNo)
      }
    },
  }
}
export type BillLedger = ReturnType<typeof createBillLedger>
