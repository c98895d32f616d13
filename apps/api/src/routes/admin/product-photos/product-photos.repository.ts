import { asc, eq, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '@store/db/client'
import { mediaImages, productImages, products } from '@store/db/schema'
import { RENDITION_PREFIX } from '@store/contract/media'

export interface StoredPhotos {
  productId: number
  productName: string
  productCode: string
  sizeChartUrl: string | null
  sizeChartPlaceholder: string | null
  photos: { url: string; type: 'COVER' | 'GALLERY'; order: number; placeholder: string | null }[]
}

const keyOfUrl = (url: typeof productImages.imageUrl | typeof products.sizeChartUrl) =>
  eq(url, sql`${RENDITION_PREFIX} || ${mediaImages.key}`)

/**
 * A product's photos in the shop's order and its size chart, each with its
 * preview when the pipeline made it. `lock` holds the product's row until the
 * transaction ends, so two saves of its photos run one after the other.
 */
export async function findProductPhotos(
  db: Executor,
  productId: number,
  options: { lock?: boolean } = {},
): Promise<StoredPhotos | null> {
  const query = db
    .select({
      productId: products.id,
      productName: products.productName,
      productCode: products.productCode,
      sizeChartUrl: products.sizeChartUrl,
      sizeChartPlaceholder: mediaImages.placeholder,
    })
    .from(products)
    .leftJoin(mediaImages, keyOfUrl(products.sizeChartUrl))
    .where(eq(products.id, productId))
  const [product] = options.lock ? await query.for('update', { of: products }) : await query
  if (!product) return null
  const photos = await db
    .select({
      url: productImages.imageUrl,
      type: productImages.imageType,
      order: productImages.sortOrder,
      placeholder: mediaImages.placeholder,
    })
    .from(productImages)
    .leftJoin(mediaImages, keyOfUrl(productImages.imageUrl))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id))
  return { ...product, photos }
}

/** The product's photos become these, in this order: the first its cover, the rest its gallery. */
export async function replaceProductPhotos(
  tx: Transaction,
  productId: number,
  urls: string[],
  sizeChartUrl: string | null,
) {
  await tx.delete(productImages).where(eq(productImages.productId, productId))
  await tx.insert(productImages).values(
    urls.map((imageUrl, index) => ({
      productId,
      imageUrl,
      imageType: index === 0 ? ('COVER' as const) : ('GALLERY' as const),
      sortOrder: index,
    })),
  )
  await tx.update(products).set({ sizeChartUrl }).where(eq(products.id, productId))
}
