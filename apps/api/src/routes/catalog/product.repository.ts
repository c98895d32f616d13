import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { translated } from '@store/db/catalog/translated'
import type { Locale } from '@store/contract/locale'
import { categories, categorySubs, products, productSizes, relatedProducts } from '@store/db/schema'
import type { Product } from '@store/contract/catalog'
import { loadProductRating } from '../reviews/product-rating.repository'
import { loadFitNote } from '../../orders/returns/fit.repository'
import {
  loadImages,
  productCardSelection,
  toProductCards,
  toProductSummary,
} from './product-cards.repository'

/**
 * A published product with its sizes and related products, its texts in
 * `language`; `preview` reads a draft or archived one too, for staff only.
 */
export async function findProduct(
  db: Executor,
  id: number,
  language: Locale,
  options: { preview?: boolean } = {},
): Promise<Product | null> {
  const [row] = await db
    .select({
      ...productCardSelection(language),
      shortDescription: translated(
        products.shortDescription,
        products.shortDescriptionBahasa,
        language,
      ),
      detailedDescription: translated(
        products.detailedDescription,
        products.detailedDescriptionBahasa,
        language,
      ),
      sizeChartUrl: products.sizeChartUrl,
      groupId: products.groupId,
      colour: translated(products.colour, products.colourBahasa, language),
      categoryId: categories.id,
      categoryName: translated(categories.name, categories.nameBahasa, language),
      categorySubId: categorySubs.id,
      categorySubName: translated(categorySubs.name, categorySubs.nameBahasa, language),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(categorySubs, eq(categorySubs.id, products.categorySubId))
    .where(and(eq(products.id, id), options.preview ? undefined : eq(products.isActive, true)))
  if (!row) return null

  const sizes = await db
    .select({
      size_code: productSizes.sizeCode,
      size_name: translated(productSizes.sizeName, productSizes.sizeNameBahasa, language),
      // A size is available while staff have not withdrawn it and any showroom holds a unit.
      is_available: sql<number>`case when ${productSizes.isAvailable} and exists (select 1 from stocks s where s.product_size_id = ${productSizes.id} and s.qty > 0) then 1 else 0 end`,
    })
    .from(productSizes)
    .where(eq(productSizes.productId, id))
    .orderBy(asc(productSizes.sortOrder))

  const related = await db
    .select(productCardSelection(language))
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedProductId))
    .where(and(eq(relatedProducts.productId, id), eq(products.isActive, true)))
    .orderBy(asc(relatedProducts.sortOrder))

  const images = await loadImages(db, [id])
  return {
    ...toProductSummary(row, images.get(id) ?? []),
    short_description: row.shortDescription,
    detailed_description: row.detailedDescription,
    sizes: sizes.map((size) => ({ ...size, is_available: size.is_available === 1 ? 1 : 0 })),
    related_products: await toProductCards(db, related),
    product_sizing: row.sizeChartUrl ? { size_chart_url: row.sizeChartUrl } : null,
    category: { id: row.categoryId, name: row.categoryName },
    category_sub: { id: row.categorySubId, name: row.categorySubName },
    group_id: row.groupId,
    colour: row.colour,
    rating: await loadProductRating(db, id),
    fit: await loadFitNote(db, id),
  }
}
