import Papa from 'papaparse'
import { CSV_PRODUCT_COLUMNS, CSV_SIZE_COLUMNS } from '@store/contract/admin/catalogue-csv'
import { REVISION_COLUMN } from '@store/contract/admin/catalogue-csv-changes'
import type { Executor } from '@store/db/client'
import { readCatalogueForExport } from './export.repository'
import { stockKey, storeProductTexts, storeSizeTexts } from './cell-texts'
import { revisionOf } from './fingerprint'
import { stockColumnsOf } from './stock-columns'

/**
 * The catalogue as the import reads it, so an export edited in a spreadsheet
 * imports back: one row per size, the product's fields on each of its rows,
 * photos by address, stock per showroom by its name, and the row's revision
 * (decision 101).
 */
export async function exportCatalogueCsvText(db: Executor): Promise<string> {
  const { showrooms, rows, stock, images } = await readCatalogueForExport(db)
  const stockOf = new Map<string, number>()
  for (const cell of stock) stockOf.set(`${cell.productSizeId}|${cell.showroomId}`, cell.qty)
  const photosOf = new Map<number, string[]>()
  for (const image of images)
    photosOf.set(image.productId, [...(photosOf.get(image.productId) ?? []), image.url])
  const columnOf = stockColumnsOf(showrooms)
  const fields = [
    ...CSV_PRODUCT_COLUMNS,
    ...CSV_SIZE_COLUMNS,
    ...showrooms.map((room) => columnOf.get(room.id) ?? ''),
    REVISION_COLUMN,
  ]
  const data = rows.map(({ product, size }) => {
    const texts = storeProductTexts(product, photosOf.get(product.id) ?? [])
    const sizeTexts = storeSizeTexts(size)
    const stockTexts = Object.fromEntries(
      showrooms.map((room) => [
        stockKey(room.id),
        String(stockOf.get(`${size.id}|${room.id}`) ?? 0),
      ]),
    )
    const productCells = CSV_PRODUCT_COLUMNS.map((column) => {
      if (column === 'product_code') return product.productCode
      if (column === 'category_id') return String(product.categoryId)
      return texts[column]
    })
    return [
      ...productCells,
      size.sizeCode,
      sizeTexts.size_name,
      sizeTexts.size_name_bahasa,
      sizeTexts.size_available,
      ...Object.values(stockTexts),
      revisionOf({ ...texts, ...sizeTexts, ...stockTexts }),
    ]
  })
  // A leading = + - @ would be run as a formula by a spreadsheet: such cells are quoted with '.
  const safe = data.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)))
  return Papa.unparse({ fields, data: safe }, { newline: '\r\n' })
}
