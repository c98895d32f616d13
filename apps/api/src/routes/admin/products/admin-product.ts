import { createHash } from 'node:crypto'
import type { Executor } from '@store/db/client'
import type { AdminProduct } from '@store/contract/admin/products'
import { writeWibMinute } from '../../../lib/discount-window'
import { findProductRow, listEditableSizes, listRelatedProducts } from './product-editor.repository'
import type { ProductRow } from './product-editor.repository'

type Editable = Omit<AdminProduct, 'id' | 'version' | 'final_price' | 'sizes'> & {
  sizes: Omit<AdminProduct['sizes'][number], 'can_delete'>[]
}

/**
 * The version an update must carry: a hash of every field staff edit, so any
 * save in between (by anyone, on any field, sizes and related products too)
 * changes it. The live discount the job moves and stock are not in it: they
 * are not edited here, so they never make a staff save stale.
 */
export function productVersion(editable: Editable): string {
  return createHash('sha256').update(JSON.stringify(editable)).digest('base64url').slice(0, 22)
}

function editableOf(
  row: ProductRow,
  sizes: Awaited<ReturnType<typeof listEditableSizes>>,
  related: AdminProduct['related_products'],
): Editable {
  return {
    status: row.status,
    publish_at: writeWibMinute(row.publishAt),
    product_name: row.productName,
    product_name_bahasa: row.productNameBahasa ?? '',
    product_code: row.productCode,
    category_id: row.categoryId,
    category_sub_id: row.categorySubId,
    colour: row.colour,
    colour_bahasa: row.colourBahasa ?? '',
    short_description: row.shortDescription,
    short_description_bahasa: row.shortDescriptionBahasa ?? '',
    detailed_description: row.detailedDescription,
    detailed_description_bahasa: row.detailedDescriptionBahasa ?? '',
    weight_grams: row.weightGrams,
    retail_price: row.retailPrice,
    net_price: row.netPrice,
    disc_percent: row.plannedDiscPercent,
    disc_nominal: row.plannedDiscNominal,
    disc_starts_at: writeWibMinute(row.discStartsAt),
    disc_ends_at: writeWibMinute(row.discEndsAt),
    sizes: sizes.map(({ in_use: _inUse, ...size }) => size),
    related_products: related,
  }
}

/** A product as its Details tab shows it, with its version; null when there is none. */
export async function loadAdminProduct(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AdminProduct | null> {
  const row = await findProductRow(db, id, options.lock)
  if (!row) return null
  const sizes = await listEditableSizes(db, id)
  const editable = editableOf(row, sizes, await listRelatedProducts(db, id))
  return {
    id,
    version: productVersion(editable),
    final_price: row.finalPrice,
    ...editable,
    sizes: sizes.map(({ in_use, ...size }) => ({ ...size, can_delete: !in_use })),
  }
}
