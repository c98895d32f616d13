import { and, asc, desc, eq, ilike, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import {
  categories,
  categorySubs,
  productImages,
  productSizes,
  products,
  stocks,
} from '@store/db/schema'
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  type AdminProductListFilters,
  type AdminProductRow,
  type ProductSort,
} from '@store/contract/admin/products'
import type { ProductListStatus } from '@store/contract/admin/product-publishing'
import { writeWibMinute } from '../../../lib/discount-window'
import { productMissingTranslation } from '../../catalog/missing-translations.repository'

const ORDER_BY: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  name: [asc(products.productName), asc(products.id)],
  code: [asc(products.productCode), asc(products.id)],
  price_asc: [asc(products.finalPrice), asc(products.id)],
  price_desc: [desc(products.finalPrice), desc(products.id)],
}

/** A scheduled product is a draft with a publish time (decision 090). */
function statusCondition(status: ProductListStatus): SQL | undefined {
  if (status === 'ALL') return undefined
  if (status === 'SCHEDULED')
    return and(eq(products.status, 'DRAFT'), isNotNull(products.publishAt))
  if (status === 'DRAFT') return and(eq(products.status, 'DRAFT'), isNull(products.publishAt))
  return eq(products.status, status)
}

/** `%` and `_` typed by staff are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** One page of the back office's product list, archived products too, with the total count. */
export async function listProductRows(db: Executor, query: AdminProductListFilters) {
  const status = query.status ?? 'ALL'
  const where = and(
    query.search
      ? or(
          ilike(products.productName, likeText(query.search)),
          ilike(products.productCode, likeText(query.search)),
        )
      : undefined,
    query.category_id === undefined ? undefined : eq(products.categoryId, query.category_id),
    query.category_sub_id === undefined
      ? undefined
      : eq(products.categorySubId, query.category_sub_id),
    statusCondition(status),
    query.on_sale ? lt(products.finalPrice, products.retailPrice) : undefined,
    query.missing_translation === undefined
      ? undefined
      : productMissingTranslation(query.missing_translation),
  )
  const pageSize = query.page_size ?? ADMIN_PRODUCT_PAGE_SIZE
  const rows = await db
    .select({
      id: products.id,
      product_code: products.productCode,
      product_name: products.productName,
      category_name: categories.name,
      category_sub_name: categorySubs.name,
      final_price: products.finalPrice,
      retail_price: products.retailPrice,
      disc_percent: products.discPercent,
      disc_nominal: products.discNominal,
      status: products.status,
      publish_at: products.publishAt,
      cover_image_url: sql<string | null>`(select ${productImages.imageUrl} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by (${productImages.imageType} = 'COVER') desc, ${productImages.sortOrder} limit 1)`,
      total_stock: sql<number>`(select coalesce(sum(${stocks.qty}), 0)::int from ${stocks}
        join ${productSizes} on ${productSizes.id} = ${stocks.productSizeId}
        where ${productSizes.productId} = ${products.id})`,
      total: sql<number>`count(*) over ()`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(categorySubs, eq(categorySubs.id, products.categorySubId))
    .where(where)
    .orderBy(...ORDER_BY[query.sort ?? 'newest'])
    .limit(pageSize)
    .offset(((query.page ?? 1) - 1) * pageSize)
  const total = rows[0] ? Number(rows[0].total) : await countRows(db, where)
  return {
    products: rows.map(({ total: _total, ...row }): AdminProductRow => ({
      ...row,
      publish_at: writeWibMinute(row.publish_at),
      total_stock: Number(row.total_stock),
    })),
    total,
  }
}

/** A page past the end has no row to carry the count. */
async function countRows(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(products)
    .where(where)
  return Number(row?.count ?? 0)
}
