import type { Db } from '../client'
import {
  categories,
  categorySubs,
  productGroups,
  productImages,
  products,
  productSizes,
  productSubGroups,
  relatedProducts,
  stocks,
} from '../schema'
import { ALL_SIZE_BAHASA, CATEGORIES_BAHASA, SUBS_BAHASA } from './catalogue-bahasa'
import { CATEGORIES, GROUPS, SUB_GROUPS } from './catalogue-data'
import { mediaPath } from './media-paths'
import { colourBahasa } from './product-plan'
import type { PlannedProduct } from './product-plan'
import type { Random } from './prng'
import { SHOWROOMS } from './stores-data'

/** `urlOf` turns a demo source's address into the address of its renditions. */
export type MediaUrlOf = (sourceUrl: string) => string

export async function seedCategories(db: Db, urlOf: MediaUrlOf): Promise<void> {
  await db.insert(categories).values(
    CATEGORIES.map((category, index) => ({
      id: category.id,
      name: category.name,
      slug: category.slug,
      coverImageUrl: urlOf(mediaPath.banner(`cover-${category.slug}`)),
      coverText: category.coverText,
      nameBahasa: CATEGORIES_BAHASA[category.id]?.name,
      coverTextBahasa: CATEGORIES_BAHASA[category.id]?.coverText,
      sortOrder: index,
    })),
  )
  await db.insert(categorySubs).values(
    CATEGORIES.flatMap((category) =>
      category.subs.map((sub, index) => ({
        id: sub.id,
        categoryId: category.id,
        name: sub.name,
        showCover: sub.showCover,
        coverImageUrl: urlOf(mediaPath.banner(`cover-${category.slug}-${sub.code.toLowerCase()}`)),
        coverText: sub.coverText,
        nameBahasa: SUBS_BAHASA[sub.id]?.name,
        coverTextBahasa: SUBS_BAHASA[sub.id]?.coverText,
        sortOrder: index,
      })),
    ),
  )
  await db.insert(productGroups).values([...GROUPS])
  await db.insert(productSubGroups).values([...SUB_GROUPS])
}

/** Inserts planned products with images, sizes, stock per showroom and related products. */
export async function seedProducts(
  db: Db,
  random: Random,
  plan: PlannedProduct[],
  urlOf: MediaUrlOf,
): Promise<void> {
  const ids: number[] = []
  for (const item of plan) {
    const [row] = await db
      .insert(products)
      .values({
        productCode: item.code,
        productName: item.name,
        shortDescription: item.shortDescription,
        detailedDescription: item.detailedDescription,
        productNameBahasa: item.nameBahasa,
        shortDescriptionBahasa: item.shortDescriptionBahasa,
        detailedDescriptionBahasa: item.detailedDescriptionBahasa,
        retailPrice: item.retailPrice,
        netPrice: item.netPrice,
        discPercent: item.discPercent,
        discNominal: item.discNominal,
        plannedDiscPercent: item.discPercent,
        plannedDiscNominal: item.discNominal,
        categoryId: item.category.id,
        categorySubId: item.sub.id,
        groupId: item.sub.groupId,
        subGroupId: item.sub.subGroupId,
        colour: item.colour.name,
        colourBahasa: colourBahasa(item.colour.name),
        sizeChartUrl: item.sub.sizeChart ? urlOf(mediaPath.sizeChart(item.sub.code)) : null,
        weightGrams: item.sub.weightGrams,
        status: 'PUBLISHED',
        createdAt: item.createdAt,
      })
      .returning({ id: products.id })
    if (!row) throw new Error(`product ${item.code} was not inserted`)
    ids.push(row.id)
    await db.insert(productImages).values(
      Array.from({ length: item.imageCount }, (_, index) => ({
        productId: row.id,
        imageUrl: urlOf(mediaPath.product(item.code, index)),
        imageType: index === 0 ? ('COVER' as const) : ('GALLERY' as const),
        sortOrder: index,
      })),
    )
    const sizes = await db
      .insert(productSizes)
      .values(
        item.sub.sizes.map((code, index) => ({
          productId: row.id,
          sizeCode: code,
          sizeName: code === 'ALL' ? 'All Size' : code,
          sizeNameBahasa: code === 'ALL' ? ALL_SIZE_BAHASA : null,
          sortOrder: index,
        })),
      )
      .returning({ id: productSizes.id, sizeCode: productSizes.sizeCode })
    const stockRows = sizes.flatMap((size) =>
      SHOWROOMS.filter(() => random.chance(0.6)).map((showroom) => ({
        productSizeId: size.id,
        showroomId: showroom.id,
        qty: item.soldOutSizes.has(size.sizeCode) ? 0 : random.int(1, 20),
      })),
    )
    if (stockRows.length > 0) await db.insert(stocks).values(stockRows)
  }
  await seedRelated(db, random, plan, ids)
}

async function seedRelated(db: Db, random: Random, plan: PlannedProduct[], ids: number[]) {
  const rows: (typeof relatedProducts.$inferInsert)[] = []
  plan.forEach((item, index) => {
    const productId = ids[index] as number
    const sameSub = plan
      .map((other, otherIndex) => ({ other, id: ids[otherIndex] as number }))
      .filter(({ other, id }) => id !== productId && other.category.id === item.category.id)
      .sort(
        (a, b) => Number(b.other.sub.id === item.sub.id) - Number(a.other.sub.id === item.sub.id),
      )
    const picks = random.shuffle(sameSub.slice(0, 10)).slice(0, random.int(4, 6))
    picks.forEach(({ id }, sortOrder) => rows.push({ productId, relatedProductId: id, sortOrder }))
  })
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(relatedProducts).values(rows.slice(start, start + 1000))
  }
}
