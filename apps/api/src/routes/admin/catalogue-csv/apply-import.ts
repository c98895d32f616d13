import type { FastifyInstance } from 'fastify'
import type { CsvSummary } from '@store/contract/admin/catalogue-csv'
import { CSV_MAX_CHANGES } from '@store/contract/admin/catalogue-csv-changes'
import type { CsvChange, CsvConflict } from '@store/contract/admin/catalogue-csv-changes'
import { recordAudit } from '../../../lib/audit.repository'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import type { StockLine } from '../../../cache/catalogue-writes'
import type { ProductImport } from './check-rows'
import { insertProducts, replaceImages, updateProduct, upsertSizes } from './csv.repository'
import type { NewSize } from './csv.repository'
import { diffImport } from './diff-import'
import { newProductRow, productColumns } from './product-columns'
import { readStoreNow } from './store-now.repository'
import { summaryOf } from './summary'

export type Progress = (phase: string, done: number, total: number) => void

/** The store changed, between the check and the write, a cell the file also changes. */
export class ImportConflictError extends Error {
  constructor(readonly conflicts: CsvConflict[]) {
    super('cells changed in the store during the import')
  }
}

/** A stock cell moved (a checkout, a count) between the import's read and its write. */
export class ImportRaceError extends Error {
  constructor(readonly change: CsvChange) {
    super('a stock cell changed during the import')
  }
}

/**
 * Writes a checked file in one transaction of the catalogue write path, only
 * what differs from the store now (decision 101): new products, changed
 * fields, new or changed sizes, photos and stock cells. The products are
 * read again under lock, each stock cell is set only if it still holds what
 * was read, and any failure rolls all of it back.
 */
export function applyImport(
  app: FastifyInstance,
  staff: StaffSession,
  products: ProductImport[],
  overwrite: boolean,
  progress: Progress,
): Promise<CsvSummary & { changes: CsvChange[] }> {
  return changeCatalogue(app, async (writer) => {
    const tx = writer.tx
    const store = await readStoreNow(
      tx,
      products.map((product) => product.code.toUpperCase()),
      true,
    )
    const { plan, changes, conflicts } = diffImport(products, store, overwrite)
    if (conflicts.length > 0) throw new ImportConflictError(conflicts)
    const total = plan.length
    const now = app.clock.now()
    const fresh = plan.filter((product) => product.id === null)
    const created = await insertProducts(
      tx,
      fresh.map((product) => newProductRow(product, now)),
    )
    const idOf = (product: (typeof plan)[number]) =>
      product.id ?? created.get(product.code.toUpperCase()) ?? 0
    progress('products', fresh.length, total)
    for (const product of plan)
      if (product.id !== null)
        await updateProduct(tx, product.id, productColumns(product.fields, now))
    progress('products', total, total)
    const sizeRows: NewSize[] = []
    for (const product of plan) {
      const held = store.get(product.code.toUpperCase())?.sizes
      let next = Math.max(-1, ...[...(held?.values() ?? [])].map((size) => size.sortOrder)) + 1
      for (const size of product.sizes) {
        if (!size.row) continue
        sizeRows.push({
          productId: idOf(product),
          sizeCode: size.code,
          sizeName: size.row.name,
          sizeNameBahasa: size.row.nameBahasa,
          isAvailable: size.row.available,
          sortOrder: held?.get(size.code)?.sortOrder ?? next++,
        })
      }
    }
    const sizeIds = await upsertSizes(tx, sizeRows)
    progress('sizes', sizeRows.length, sizeRows.length)
    for (const product of plan)
      if (product.fields.photos !== undefined)
        await replaceImages(tx, idOf(product), product.fields.photos)
    const freshStock: StockLine[] = []
    let stockCells = 0
    for (const product of plan)
      for (const size of product.sizes)
        for (const cell of size.stock) {
          stockCells += 1
          const productSizeId = size.id ?? sizeIds.get(`${idOf(product)}|${size.code}`) ?? 0
          const line = { productSizeId, showroomId: cell.showroomId, qty: cell.qty }
          if (cell.expected === null) {
            freshStock.push(line)
            continue
          }
          const result = await writer.setStockIf({ ...line, expected: cell.expected })
          if (!result.set)
            throw new ImportRaceError({
              line: size.line,
              product_code: product.code,
              size_code: size.code,
              field: cell.column,
              before: String(result.held),
              after: String(cell.qty),
            })
        }
    await writer.setStocks(freshStock)
    progress('stock', stockCells, stockCells)
    const summary = summaryOf(plan, products)
    await recordAudit(tx, staff, {
      action: 'catalogue.import',
      entity: 'catalogue',
      after: {
        ...summary,
        changes: changes.slice(0, CSV_MAX_CHANGES),
        change_count: changes.length,
      },
    })
    progress('lists', 0, 1)
    return { ...summary, changes }
  })
}
