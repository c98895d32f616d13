import { eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { sandboxVirtualAccounts } from '@store/db/schema'
import type { BillFields } from './bill-form'

export interface IssuedVirtualAccount {
  vaNumber: string
  channelUid: string
  fields: BillFields
}

/** Keeps the number's bill; issuing it again (a reload, another instance) keeps the first. */
export async function issueVirtualAccount(db: Executor, issued: IssuedVirtualAccount) {
  await db
    .insert(sandboxVirtualAccounts)
    .values({ ...issued, billNo: issued.fields.order_id })
    .onConflictDoNothing()
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
