import { sql } from 'drizzle-orm'
import type { Transaction } from '@store/db/client'
import { productSizes, products, relatedProducts } from '@store/db/schema'
import { sqlRows } from '../../../lib/sql-rows'

/**
 * A copy of a product under a new code, a draft, with its sizes and related
 * products; stock, photos and the size chart stay with the original.
 */
export async function copyProduct(tx: Transaction, id: number, code: string, createdAt: Date) {
  const [copy] = await sqlRows<{ id: number }>(
    tx,
    sql`insert into ${products} (product_code, product_name, short_description,
        detailed_description, retail_price, net_price, disc_percent, disc_nominal,
        planned_disc_percent, planned_disc_nominal, disc_starts_at, disc_ends_at,
        category_id, category_sub_id, group_id, sub_group_id, colour, status,
        weight_grams, created_at)
      select ${code}, product_name, short_description, detailed_description, retail_price,
        net_price, disc_percent, disc_nominal, planned_disc_percent, planned_disc_nominal,
        disc_starts_at, disc_ends_at, category_id, category_sub_id, group_id, sub_group_id,
        colour, 'DRAFT', weight_grams, ${createdAt.toISOString()}::timestamptz
      from ${products} where id = ${id}
      returning id`,
  )
  if (!copy) throw new Error('the product was not copied')
  await tx.execute(sql`insert into ${productSizes} (product_id, size_code, size_name, sort_order, is_available)
    select ${copy.id}, size_code, size_name, sort_order, is_available
    from ${productSizes} where product_id = ${id}`)
  await tx.execute(sql`insert into ${relatedProducts} (product_id, related_product_id, sort_order)
    select ${copy.id}, related_product_id, sort_order
    from ${relatedProducts} where product_id = ${id}`)
  return Number(copy.id)
}
