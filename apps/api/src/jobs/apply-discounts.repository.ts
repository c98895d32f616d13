import { sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { products } from '@store/db/schema'
import { sqlRows } from '../lib/sql-rows'

/** Whether the planned discount's window is open at `now` (an open edge is no edge). */
const windowOpen = (
  now: Date,
) => sql`((${products.discStartsAt} is null or ${products.discStartsAt} <= ${now.toISOString()}::timestamptz)
  and (${products.discEndsAt} is null or ${products.discEndsAt} > ${now.toISOString()}::timestamptz))`

const liveNow = (now: Date) => ({
  percent: sql`case when ${windowOpen(now)} then ${products.plannedDiscPercent} else 0 end`,
  nominal: sql`case when ${windowOpen(now)} then ${products.plannedDiscNominal} else 0 end`,
})

const isDue = (now: Date) => {
  const live = liveNow(now)
  return sql`(${products.discStartsAt} is not null or ${products.discEndsAt} is not null)
    and (${products.discPercent} <> ${live.percent} or ${products.discNominal} <> ${live.nominal})`
}

/** True when some product's live discount is not what its window says at `now`. */
export async function hasDueDiscounts(db: Executor, now: Date) {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`select ${products.id} as id from ${products} where ${isDue(now)} limit 1`,
  )
  return rows.length > 0
}

/** Moves every due product's live discount to what its window says at `now`. */
export async function moveDueDiscounts(tx: Transaction, now: Date) {
  const live = liveNow(now)
  return sqlRows<{ id: number; disc_percent: number; disc_nominal: number }>(
    tx,
    sql`update ${products} set disc_percent = ${live.percent}, disc_nominal = ${live.nominal}
      where ${isDue(now)}
      returning id, disc_percent, disc_nominal`,
  )
}
