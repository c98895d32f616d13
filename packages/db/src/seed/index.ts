import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { refreshCatalogStats } from '../catalog/scope-stats'
import { settings } from '../schema'
import { seedCategories, seedProducts } from './catalogue'
import { seedContent } from './content'
import { SEED_NUMBER, planDemoCatalogue } from './demo-plan'
import { prepareDemoMedia, seedMediaRows } from './media-rows'
import { createRandom } from './prng'
import { seedPromoCodes } from './promo-codes'
import { seedPromoBundles } from './promos'
import { seedRegions } from './regions'
import { seedShowrooms } from './stores'

export { SEED_NUMBER, planDemoCatalogue }
const SEEDED_KEY = 'SEEDED_AT'

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(settings).where(eq(settings.key, SEEDED_KEY))
  return rows.length > 0
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
  // Drawn before the transaction: a few seconds of image work that holds no lock.
  const media = await prepareDemoMedia()
  await db.transaction(async (tx) => {
    const random = createRandom(SEED_NUMBER + 1)
    await seedRegions(tx)
    await seedMediaRows(tx, media.rows)
    await seedCategories(tx, media.urlOf)
    await seedShowrooms(tx)
    await seedProducts(tx, random, planDemoCatalogue(now), media.urlOf)
    await seedContent(tx, media.urlOf)
    await seedPromoBundles(tx)
    await seedPromoCodes(tx)
    await refreshCatalogStats(tx)
    await tx.insert(settings).values({ key: SEEDED_KEY, value: now.toISOString() })
  })
  return true
}
