import { asc, eq, inArray, sql } from 'drizzle-orm'
import { RENDITION_PREFIX } from '@store/contract/media'
import type { Executor } from '@store/db/client'
import { translated } from '@store/db/catalog/translated'
import { mediaImages, productImages, products } from '@store/db/schema'
import type { Locale } from '@store/contract/locale'
import type { ProductImage, ProductSummary } from '@store/contract/catalog'

export interface ProductCardRow {
  id: number
  productName: string
  productCode: string
  retailPrice: number
  netPrice: number
  discPercent: number
  discNominal: number
}

/** The columns a product card is made of, its name in `language`. */
export const productCardSelection = (language: Locale) => ({
  id: products.id,
  productName: translated(products.productName, products.productNameBahasa, language),
  productCode: products.productCode,
  retailPrice: products.retailPrice,
  netPrice: products.netPrice,
  discPercent: products.discPercent,
  discNominal: products.discNominal,
})

/** Images per product, cover first. `perProduct` caps how many each card gets. */
export async function loadImages(db: Executor, ids: number[], perProduct?: number) {
  const byProduct = new Map<number, ProductImage[]>()
  if (ids.length === 0) return byProduct
  const rows = await db
    .select({
      productId: productImages.productId,
      image_url: productImages.imageUrl,
      image_type: productImages.imageType,
      placeholder: mediaImages.placeholder,
    })
    .from(productImages)
    .leftJoin(
      mediaImages,
      eq(productImages.imageUrl, sql`${RENDITION_PREFIX} || ${mediaImages.key}`),
    )
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder))
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    if (perProduct === undefined || list.length < perProduct) {
      const { image_url, image_type, placeholder } = row
      list.push(placeholder ? { image_url, image_type, placeholder } : { image_url, image_type })
    }
    byProduct.set(row.productId, list)
  }
  return byProduct
}

export function toProductSummary(row: ProductCardRow, images: ProductImage[]): ProductSummary {
  const hasDiscount = row.discPercent > 0 || row.discNominal > 0
  return {
    id: row.id,
    product_name: row.productName,
    product_code: row.productCode,
    retail_price: row.retailPrice,
    net_price: row.netPrice,
    direct_discount: hasDiscount
      ? { direct_disc_percent: row.discPercent, direct_disc_nominal: row.discNominal }
      : null,
    product_images: images,
  }
}

/** Cards for a list of rows in their given order, each with its cover and one more image. */
export async function toProductCards(
  db: Executor,
  rows: ProductCardRow[],
): Promise<ProductSummary[]> {
  const images = await loadImages(
    db,
    rows.map((row) => row.id),
    2,
  )
  return rows.map((row) => toProductSummary(row, images.get(row.id) ?? []))
}
