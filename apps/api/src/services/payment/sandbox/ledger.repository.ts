import { eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { sandboxBills } from '@store/db/schema'

/** A bill's final outcome as any instance kept it, or null while it is unsettled. */
export async function findSettledBill(db: Executor, billNo: string): Promise<unknown> {
  const [row] = await db
    .select({ outcome: sandboxBills.outcome })
    .from(sandboxBills)
    .where(eq(sandboxBills.billNo, billNo))
  return row?.outcome ?? null
}

/** Keeps a bill's final outcome; the first instance to settle it wins, and its outcome is returned. */
export async function keepSettledBill(
  db: Executor,
  billNo: string,
  outcome: object,
): Promise<unknown> {
  await db.insert(sandboxBills).values({ billNo, outcome }).onConflictDoNothing()
  return findSettledBill(db, billNo)
}
