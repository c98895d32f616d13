import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { refreshCatalogStats } from '../catalog/scope-stats'
import { settings } from '../schema'
import { seedCategories, seedProducts } from './catalogue'
import { SEED_COLOURS } from './colours'
import { seedContent } from './content'
import { createRandom } from './prng'
import { seedPromoCodes } from './promo-codes'
import { seedPromoBundles } from './promos'
import { planProducts } from './product-plan'
import { seedRegions } from './regions'
import { seedShowrooms } from './stores'

export const SEED_NUMBER = 20_261_121
const SEEDED_KEY = 'SEEDED_AT'

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(settings).where(eq(settings.key, SEEDED_KEY))
  return rows.length > 0
}

/** The demo catalogue, planned from a fixed seed so every install is identical. */
export function planDemoCatalogue(now = new Date()) {
  return planProducts(createRandom(SEED_NUMBER), SEED_COLOURS, now)
}

/**
 * Creates the demo store in one transaction: regions, categories, showrooms,
 * products with stock, promo bundles and home content. An already seeded store
 * only gains what later versions added (the promo bundles).
 */
export async function seedDatabase(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  if (await isSeeded(db)) {
    await seedPromoBundles(db)
    await seedPromoCodes(db)
    return false
  }
  const now = options.now ?? new Date()
  await db.transaction(async (tx) => {
    const random = createRandom(SEED_NUMBER + 1)
    await seedRegions(tx)
    await seedCategories(tx)
    await seedShowrooms(tx)
    await seedProducts(tx, random, planDemoCatalogue(now))
    await seedContent(tx)
    await seedPromoBundles(tx)
    await seedPromoCodes(tx)
    await refreshCatalogStats(tx)
    await tx.insert(settings).values({ key: SEEDED_KEY, value: now.toISOString() })
  })
  return true
}
