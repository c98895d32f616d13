import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, ne, or } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { promoCodes } from '@store/db/schema'
import type { PromotionFilter } from './promotion-state'

export type PromoCodeRecord = typeof promoCodes.$inferSelect
export type PromoCodeValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'usedCount'>

/** ACTIVE: switched on and not past its end; EXPIRED: past its end; OFF: switched off. */
function filterOf(filter: PromotionFilter, now: Date): SQL | undefined {
  if (filter === 'ACTIVE')
    return and(
      eq(promoCodes.isActive, true),
      or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)),
    )
  if (filter === 'EXPIRED') return and(isNotNull(promoCodes.endsAt), lte(promoCodes.endsAt, now))
  if (filter === 'OFF') return eq(promoCodes.isActive, false)
  return undefined
}

export async function listPromoCodeRows(
  db: Executor,
  query: { q?: string; filter: PromotionFilter; page: number; pageSize: number; now: Date },
) {
  const search = query.q
    ? ilike(promoCodes.code, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`)
    : undefined
  // Single-use codes are listed with their parent, not one row each (decision 097).
  const where = and(isNull(promoCodes.parentId), search, filterOf(query.filter, query.now))
  const rows = await db
    .select()
    .from(promoCodes)
    .where(where)
    .orderBy(desc(promoCodes.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await db.select({ n: count() }).from(promoCodes).where(where)
  return { rows, total: total?.n ?? 0 }
}

export async function findPromoCodeById(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
) {
  const query = db.select().from(promoCodes).where(eq(promoCodes.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

/** Another code already spelled `code` (codes are stored upper case). */
export async function codeTaken(db: Executor, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), exceptId ? ne(promoCodes.id, exceptId) : undefined))
  return Boolean(row)
}

/** The new code, or undefined when the same code was stored first by someone else. */
export async function insertPromoCode(db: Executor, values: PromoCodeValues) {
  const [row] = await db
    .insert(promoCodes)
    .values(values)
    .onConflictDoNothing({ target: promoCodes.code })
    .returning()
  return row
}

export async function updatePromoCodeRow(
  db: Executor,
  id: number,
  values: Partial<PromoCodeValues>,
) {
  const [row] = await db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning()
  if (!row) throw new Error('the promo code was not updated')
  return row
}
