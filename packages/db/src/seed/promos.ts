import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { products, promoBundleProducts, promoBundles } from '../schema'

const MEN_BATIK = 603
const WOMEN_BATIK = 706
const MEN_TEES = 601
const KIDS_GROUP = 3

/**
 * The demo store's promo bundles: one per bundling type. Runs once; a store
 * seeded before bundles existed gets them on its next start.
 */
export async function seedPromoBundles(db: Db): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(promoBundles)
  if ((existing?.n ?? 0) > 0) return
  const tees = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.categorySubId, MEN_TEES))
    .orderBy(asc(products.id))
    .limit(4)
  const bundles = [
    {
      name: 'Any 3 Batik, 15% Off',
      description: 'Mix any three batik shirts, blouses or kebaya, for men or women, and save 15%.',
      bundlingItemCount: 3,
      discPercent: 15,
      rules: [
        { bundlingType: 'SUB_GROUP' as const, categorySubId: MEN_BATIK },
        { bundlingType: 'SUB_GROUP' as const, categorySubId: WOMEN_BATIK },
      ],
    },
    {
      name: 'Kids Pair, IDR 50.000 Off',
      description: 'Any two pieces for boys or girls: IDR 50.000 off every pair.',
      bundlingItemCount: 2,
      discNominal: 50_000,
      rules: [{ bundlingType: 'GROUP' as const, groupId: KIDS_GROUP }],
    },
    {
      name: 'Essential Tee Duo, 10% Off',
      description: 'Two of our essential tees, in any colour or size, for 10% less.',
      bundlingItemCount: 2,
      discPercent: 10,
      rules: tees.map((tee) => ({ bundlingType: 'PRODUCT' as const, productId: tee.id })),
    },
  ]
  for (const [index, { rules, ...bundle }] of bundles.entries()) {
    const [row] = await db
      .insert(promoBundles)
      .values({ ...bundle, sortOrder: index })
      .returning({ id: promoBundles.id })
    if (!row || rules.length === 0) continue
    await db
      .insert(promoBundleProducts)
      .values(rules.map((rule) => ({ ...rule, promoBundleId: row.id })))
  }
}
