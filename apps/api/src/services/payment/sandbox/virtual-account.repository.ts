import { desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { sandboxVirtualAccounts } from '@store/db/schema'
import type { BillFields } from './bill-form'

export interface IssuedVirtualAccount {
  vaNumber: string
  channelUid: string
  fields: BillFields
}

/**
 * Keeps the number's bill; issuing it again (a reload, another instance) keeps the first fields
 * and marks the number the one last taken, which the shop's order page shows again.
 */
export async function issueVirtualAccount(db: Executor, issued: IssuedVirtualAccount) {
  await db
    .insert(sandboxVirtualAccounts)
    .values({ ...issued, billNo: issued.fields.order_id })
    .onConflictDoUpdate({ target: sandboxVirtualAccounts.vaNumber, set: { issuedAt: sql`now()` } })
}

/** The number (or QRIS) last issued for a bill, at whichever channel the shopper chose last. */
export async function findLatestVirtualAccount(db: Executor, billNo: string) {
  const [row] = await db
    .select({
      vaNumber: sandboxVirtualAccounts.vaNumber,
      channelUid: sandboxVirtualAccounts.channelUid,
      fields: sandboxVirtualAccounts.fields,
    })
    .from(sandboxVirtualAccounts)
    .where(eq(sandboxVirtualAccounts.billNo, billNo))
    .orderBy(desc(sandboxVirtualAccounts.issuedAt))
    .limit(1)
  return row ?? null
}

export async function findVirtualAccount(
  db: Executor,
  vaNumber: string,
): Promise<IssuedVirtualAccount | null> {
  const [row] = await db
    .select()
    .from(sandboxVirtualAccounts)
    .where(eq(sandboxVirtualAccounts.vaNumber, vaNumber))
  return row
    ? { vaNumber: row.vaNumber, channelUid: row.channelUid, fields: row.fields as BillFields }
    : null
}
