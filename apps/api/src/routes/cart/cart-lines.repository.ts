import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { cartItems, productSizes, products } from '@store/db/schema'
import type { CartItem } from '@store/contract/cart'
import { loadImages } from '../catalog/product-cards.repository'
import { stockCapSql } from './product-size.repository'

/**
 * The lines of a cart as the spec's Cart entity, in the order they were
 * added. Lines of products taken off sale are left out. `images: false`
 * leaves the lines' pictures out, for an order, which keeps none.
 */
export async function listCartLines(
  db: Executor,
  cartId: number,
  options: { images?: boolean } = {},
): Promise<CartItem[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      qty: cartItems.qty,
      productId: products.id,
      sizeCode: productSizes.sizeCode,
      sizeName: productSizes.sizeName,
      groupId: products.groupId,
      categorySubId: products.categorySubId,
      productName: products.productName,
      retailPrice: products.retailPrice,
      netPrice: products.netPrice,
      discPercent: products.discPercent,
      discNominal: products.discNominal,
      maxQty: stockCapSql(productSizes.id),
    })
    .from(cartItems)
    .innerJoin(productSizes, eq(productSizes.id, cartItems.productSizeId))
    .innerJoin(products, and(eq(products.id, productSizes.productId), eq(products.isActive, true)))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id))
  const images =
    options.images === false
      ? new Map<number, never[]>()
      : await loadImages(db, [...new Set(rows.map((row) => row.productId))], 1)
  return rows.map((row) => ({
    id: row.id,
    product_detail_id: row.productId,
    size_code: row.sizeCode,
    size_name: row.sizeName,
    qty: row.qty,
    group_id: row.groupId,
    category_sub_id: row.categorySubId,
    max_qty: Number(row.maxQty),
    product_detail: {
      product_name: row.productName,
      retail_price: row.retailPrice,
      net_price: row.netPrice,
      direct_discount:
        row.discPercent > 0 || row.discNominal > 0
          ? { direct_disc_percent: row.discPercent, direct_disc_nominal: row.discNominal }
          : null,
      product_images: images.get(row.productId) ?? [],
    },
  }))
}
