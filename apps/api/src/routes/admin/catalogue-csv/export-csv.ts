import Papa from 'papaparse'
import {
  CSV_PRODUCT_COLUMNS,
  CSV_SIZE_COLUMNS,
  STOCK_COLUMN_PREFIX,
} from '@store/contract/admin/catalogue-csv'
import type { Executor } from '@store/db/client'
import { toWibText } from '@store/contract/format/wib-text'
import { readCatalogueForExport } from './export.repository'

/**
 * The catalogue as the import reads it, so an export edited in a spreadsheet
 * imports back: one row per size, the product's fields on each of its rows,
 * photos by address, stock per showroom.
 */
export async function exportCatalogueCsvText(db: Executor): Promise<string> {
  const { showroomIds, rows, stock, images } = await readCatalogueForExport(db)
  const stockOf = new Map<string, number>()
  for (const cell of stock) stockOf.set(`${cell.productSizeId}|${cell.showroomId}`, cell.qty)
  const photosOf = new Map<number, string[]>()
  for (const image of images)
    photosOf.set(image.productId, [...(photosOf.get(image.productId) ?? []), image.url])
  const stockColumns = showroomIds.map((id) => `${STOCK_COLUMN_PREFIX}${id}`)
  const fields = [...CSV_PRODUCT_COLUMNS, ...CSV_SIZE_COLUMNS, ...stockColumns]
  const data = rows.map(({ product, size }) => [
    product.productCode,
    product.productName,
    product.productNameBahasa ?? '',
    product.categoryId,
    product.categorySubId,
    product.subGroupId,
    product.colour,
    product.colourBahasa ?? '',
    product.shortDescription,
    product.shortDescriptionBahasa ?? '',
    product.detailedDescription,
    product.detailedDescriptionBahasa ?? '',
    product.retailPrice,
    product.netPrice,
    product.plannedDiscPercent,
    product.plannedDiscNominal,
    product.discStartsAt ? toWibText(product.discStartsAt, 'minute') : '',
    product.discEndsAt ? toWibText(product.discEndsAt, 'minute') : '',
    product.weightGrams,
    product.status.toLowerCase(),
    (photosOf.get(product.id) ?? []).join('|'),
    size.sizeCode,
    size.sizeName,
    size.sizeNameBahasa ?? '',
    size.isAvailable ? 'yes' : 'no',
    ...showroomIds.map((id) => stockOf.get(`${size.id}|${id}`) ?? 0),
  ])
  // A leading = + - @ would be run as a formula by a spreadsheet: such cells are quoted with '.
  const safe = data.map((row) =>
    row.map((cell) => (typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
  )
  return Papa.unparse({ fields, data: safe }, { newline: '\r\n' })
}
