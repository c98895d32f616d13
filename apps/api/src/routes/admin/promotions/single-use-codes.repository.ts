import { asc, count, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { promoCodes } from '@store/db/schema'
import type { PromoCodeRecord } from './promo-codes.repository'

/** What a single-use code copies of its parent, and follows when the parent is edited. */
const followed = (parent: PromoCodeRecord) => ({
  category: parent.category,
  discPercent: parent.discPercent,
  discNominal: parent.discNominal,
  discMax: parent.discMax,
  minPurchase: parent.minPurchase,
  startsAt: parent.startsAt,
  endsAt: parent.endsAt,
  isActive: parent.isActive,
})

/** Stores the codes not taken yet, each usable once; answers how many were stored. */
export async function insertSingleUseCodes(
  db: Executor,
  parent: PromoCodeRecord,
  codes: readonly string[],
) {
  if (codes.length === 0) return 0
  const rows = await db
    .insert(promoCodes)
    .values(
      codes.map((code) => ({
        ...followed(parent),
        code,
        usageLimit: 1,
        usageLimitPerMember: null,
        parentId: parent.id,
      })),
    )
    .onConflictDoNothing({ target: promoCodes.code })
    .returning({ id: promoCodes.id })
  return rows.length
}

/** The parent's edit (rule, dates, switch), copied to every code made from it. */
export async function followParent(db: Executor, parent: PromoCodeRecord) {
  await db.update(promoCodes).set(followed(parent)).where(eq(promoCodes.parentId, parent.id))
}

export async function countSingleUseCodes(db: Executor, parentId: number) {
  const [row] = await db
    .select({
      made: count(),
      used: sql<number>`count(*) filter (where ${gt(promoCodes.usedCount, 0)})`,
    })
    .from(promoCodes)
    .where(eq(promoCodes.parentId, parentId))
  return { made: Number(row?.made ?? 0), used: Number(row?.used ?? 0) }
}

export async function listSingleUseCodes(db: Executor, parentId: number) {
  return db
    .select({ code: promoCodes.code, used: promoCodes.usedCount })
    .from(promoCodes)
    .where(eq(promoCodes.parentId, parentId))
    .orderBy(asc(promoCodes.id))
}
