import {
  CSV_MAX_PROBLEMS,
  CSV_PRODUCT_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  CSV_SIZE_COLUMNS,
  STOCK_COLUMN_PREFIX,
} from '@store/contract/admin/catalogue-csv'
import { REVISION_COLUMN } from '@store/contract/admin/catalogue-csv-changes'
import type { CsvProblem, CsvProductColumn } from '@store/contract/admin/catalogue-csv'
import type { ReadCsv } from './read-csv'
import type { CsvReference } from './csv.repository'
import { readProductFields } from './product-fields'
import type { ProductFields } from './product-fields'
import { readCode, readText, readWhole, readYesNo } from './csv-fields'
import { readBahasaCell } from './bahasa-fields'
import { readRevision } from './fingerprint'
import type { Revision } from './fingerprint'
import { showroomOfColumn } from './stock-columns'

export interface SizeImport {
  code: string
  name: string | null
  /** null clears it; undefined (no such column) keeps the stored one. */
  nameBahasa: string | null | undefined
  available: boolean | null
  line: number
  /** What the row's cells were when exported; null for a row the export did not write. */
  revision: Revision | null
  stock: { showroomId: number; column: string; qty: number }[]
}

export interface ProductImport {
  code: string
  line: number
  /** The revision of the product's first row, whose fields are read. */
  revision: Revision | null
  /** Only the columns the file has; for a new product, every required one. */
  fields: Partial<ProductFields>
  sizes: SizeImport[]
}

export interface CheckedCsv {
  products: ProductImport[]
  problems: CsvProblem[]
  problemCount: number
  stockColumns: number
}

const REVISION_PROBLEM =
  'revision is not one the export wrote: leave it as exported, or empty it to apply the row as it is.'

const KNOWN = new Set<string>([...CSV_PRODUCT_COLUMNS, ...CSV_SIZE_COLUMNS, REVISION_COLUMN])

/**
 * Every problem of every row, by line, before anything is written: the
 * header's columns, each cell, a product's fields that differ between its
 * rows, a size given twice, and what a new product still needs.
 */
export function checkRows(
  csv: ReadCsv,
  reference: CsvReference,
  existingCodes: Set<string>,
): CheckedCsv {
  const problems: CsvProblem[] = []
  let problemCount = 0
  const report = (line: number, column: string | null, message: string) => {
    problemCount += 1
    if (problems.length < CSV_MAX_PROBLEMS) problems.push({ line, column, message })
  }
  const stockColumns: { column: string; showroomId: number }[] = []
  for (const column of csv.columns) {
    if (KNOWN.has(column)) continue
    if (column.startsWith(STOCK_COLUMN_PREFIX)) {
      const showroomId = showroomOfColumn(column, reference.stockColumns)
      if (showroomId === undefined)
        report(
          1,
          column,
          `There is no showroom ${column.slice(STOCK_COLUMN_PREFIX.length, 60)} for column ${column.slice(0, 60)}.`,
        )
      else if (stockColumns.some((taken) => taken.showroomId === showroomId))
        report(1, column, `Column ${column.slice(0, 60)} names a showroom another column names.`)
      else stockColumns.push({ column, showroomId })
      continue
    }
    report(1, column || null, `Column "${column.slice(0, 40)}" is not one the import knows.`)
  }
  for (const required of CSV_REQUIRED_COLUMNS)
    if (!csv.columns.includes(required))
      report(1, required, `The header has no ${required} column.`)
  if (problemCount > 0) return { products: [], problems, problemCount, stockColumns: 0 }

  const has = (column: CsvProductColumn) => csv.columns.includes(column)
  const byCode = new Map<
    string,
    ProductImport & { sizeCodes: Set<string>; seen: Record<string, string> }
  >()
  for (const row of csv.rows) {
    const code = readCode(row.cells.product_code ?? '', 'product_code')
    if (!code.ok) {
      report(row.line, 'product_code', code.message)
      continue
    }
    const key = code.value.toUpperCase()
    let product = byCode.get(key)
    if (!product) {
      const fields = readProductFields(
        row.cells,
        has,
        reference,
        existingCodes.has(key),
        (column, message) => report(row.line, column, message),
      )
      product = {
        code: code.value,
        line: row.line,
        revision: readRevision(row.cells[REVISION_COLUMN] ?? ''),
        fields,
        sizes: [],
        sizeCodes: new Set(),
        seen: { ...row.cells },
      }
      byCode.set(key, product)
    } else {
      for (const column of CSV_PRODUCT_COLUMNS) {
        const value = row.cells[column] ?? ''
        if (value && value !== (product.seen[column] ?? ''))
          report(
            row.line,
            column,
            `${column} differs from product ${product.code}'s first row (line ${product.line}).`,
          )
      }
    }
    const revisionCell = row.cells[REVISION_COLUMN] ?? ''
    if (revisionCell && !readRevision(revisionCell))
      report(row.line, REVISION_COLUMN, REVISION_PROBLEM)
    const sizeCode = readText(row.cells.size_code ?? '', 'size_code', 10, true)
    if (!sizeCode.ok) {
      report(row.line, 'size_code', sizeCode.message)
      continue
    }
    const sizeKey = sizeCode.value.toUpperCase()
    if (product.sizeCodes.has(sizeKey)) {
      report(row.line, 'size_code', `Size ${sizeCode.value} of ${product.code} is given twice.`)
      continue
    }
    product.sizeCodes.add(sizeKey)
    const name = readText(row.cells.size_name ?? '', 'size_name', 40, false)
    if (!name.ok) report(row.line, 'size_name', name.message)
    const nameBahasa = csv.columns.includes('size_name_bahasa')
      ? readBahasaCell(
          row.cells.size_name_bahasa ?? '',
          'size_name_bahasa',
          40,
          (column, message) => report(row.line, column, message),
        )
      : undefined
    const availableCell = row.cells.size_available ?? ''
    const available = availableCell ? readYesNo(availableCell, 'size_available') : null
    if (available && !available.ok) report(row.line, 'size_available', available.message)
    const stock: SizeImport['stock'] = []
    for (const { column, showroomId } of stockColumns) {
      const cell = row.cells[column] ?? ''
      if (!cell) continue
      const qty = readWhole(cell, column, 0, 100_000)
      if (qty.ok) stock.push({ showroomId, column, qty: qty.value })
      else report(row.line, column, qty.message)
    }
    product.sizes.push({
      code: sizeKey,
      name: name.ok && name.value ? name.value : null,
      nameBahasa,
      available: available?.ok ? available.value : null,
      line: row.line,
      revision: readRevision(row.cells[REVISION_COLUMN] ?? ''),
      stock,
    })
  }
  const products = [...byCode.values()].map(({ code, line, revision, fields, sizes }) => ({
    code,
    line,
    revision,
    fields,
    sizes,
  }))
  return { products, problems, problemCount, stockColumns: stockColumns.length }
}
