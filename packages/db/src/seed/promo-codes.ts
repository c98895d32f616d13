import { wibInstant } from '@store/contract/format/wib-text'
import type { Db } from '../client'
import { promoCodes } from '../schema'

type PromoCodeRow = typeof promoCodes.$inferInsert

/** The demo store's promo codes: one of each rule a shopper can meet at checkout. */
export const DEMO_PROMO_CODES: readonly PromoCodeRow[] = [
  // Free shipping up to IDR 20.000.
  { code: 'FREEONGKIR', category: 'SHIPPING', discPercent: 100, discMax: 20_000 },
  {
    code: 'KAINARA10',
    category: 'PRODUCT',
    discPercent: 10,
    discMax: 100_000,
    minPurchase: 300_000,
  },
  {
    code: 'HEMAT50K',
    category: 'PRODUCT',
    discNominal: 50_000,
    minPurchase: 500_000,
    usageLimit: 100,
  },
  { code: 'FIRST5', category: 'PRODUCT', discPercent: 20, discMax: 150_000, usageLimit: 5 },
  {
    code: 'LEBARAN2025',
    category: 'PRODUCT',
    discPercent: 25,
    discMax: 250_000,
    startsAt: wibInstant('2025-03-01 00:00:00'),
    endsAt: wibInstant('2025-04-30 23:59:59'),
  },
]

/** Adds the demo codes a store does not have yet; runs on every start, changes nothing twice. */
export async function seedPromoCodes(db: Db): Promise<void> {
  await db
    .insert(promoCodes)
    .values([...DEMO_PROMO_CODES])
    .onConflictDoNothing({ target: promoCodes.code })
}
