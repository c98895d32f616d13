import { sql } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { sqlRows } from '../lib/sql-rows'
import { JOBS } from './registry'
import type { LockedJob } from './registry'

/** True when this transaction now holds the job's lock; false when another instance runs it. */
export async function holdsJobLock(tx: Transaction, job: LockedJob): Promise<boolean> {
  const [lock] = await sqlRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${JOBS[job].guard.lock}) as locked`,
  )
  return lock?.locked === true
}
