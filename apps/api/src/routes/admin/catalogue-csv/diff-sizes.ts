import type { CsvChange, CsvConflict } from '@store/contract/admin/catalogue-csv-changes'
import { SIZE_KEYS, stockKey } from './cell-texts'
import type { SizeKey } from './cell-texts'
import type { ProductImport, SizeImport } from './check-rows'
import type { StoreProduct } from './store-now.repository'
import { verdictOf } from './verdict'

export interface PlannedSize {
  code: string
  line: number
  /** null for a size the import creates. */
  id: number | null
  /** The size's row as it will be, or null when the file changes none of it. */
  row: { name: string; nameBahasa: string | null; available: boolean } | null
  /** Each cell to set, with what it holds now (null for a size the import creates). */
  stock: { showroomId: number; column: string; qty: number; expected: number | null }[]
}

const fileSizeTexts = (size: SizeImport): Partial<Record<SizeKey, string>> => ({
  ...(size.name !== null && { size_name: size.name }),
  ...(size.nameBahasa !== undefined && { size_name_bahasa: size.nameBahasa ?? '' }),
  ...(size.available !== null && { size_available: size.available ? 'yes' : 'no' }),
})

/** The sizes of a product and their stock cells as the import will write them (decision 101). */
export function planSizes(
  product: ProductImport,
  now: StoreProduct | undefined,
  overwrite: boolean,
  changes: CsvChange[],
  conflicts: CsvConflict[],
): PlannedSize[] {
  return product.sizes.flatMap((size): PlannedSize[] => {
    const where = { line: size.line, product_code: product.code, size_code: size.code }
    const held = now?.sizes.get(size.code)
    if (!held) {
      if (now) changes.push({ ...where, field: 'size', before: '', after: size.name ?? size.code })
      for (const cell of size.stock)
        changes.push({ ...where, field: cell.column, before: '', after: String(cell.qty) })
      const row = {
        name: size.name ?? size.code,
        nameBahasa: size.nameBahasa ?? null,
        available: size.available ?? true,
      }
      const stock = size.stock.map((cell) => ({ ...cell, expected: null }))
      return [{ code: size.code, line: size.line, id: null, row, stock }]
    }
    const judge = (key: string, file: string, store: string, field: string) => {
      const verdict = verdictOf([key], [file], [store], size.revision, overwrite)
      if (verdict === 'conflict') conflicts.push({ ...where, field, store, file })
      if (verdict === 'change') changes.push({ ...where, field, before: store, after: file })
      return verdict === 'change'
    }
    const texts = fileSizeTexts(size)
    const next = { ...held.texts }
    let rowChanged = false
    for (const key of SIZE_KEYS) {
      const file = texts[key]
      if (file !== undefined && judge(key, file, held.texts[key], key)) {
        next[key] = file
        rowChanged = true
      }
    }
    const stock = size.stock.flatMap(({ showroomId, column, qty }) => {
      const expected = held.stock.get(showroomId) ?? 0
      return judge(stockKey(showroomId), String(qty), String(expected), column)
        ? [{ showroomId, column, qty, expected }]
        : []
    })
    const row = rowChanged
      ? {
          name: next.size_name,
          nameBahasa: next.size_name_bahasa || null,
          available: next.size_available === 'yes',
        }
      : null
    if (!row && stock.length === 0) return []
    return [{ code: size.code, line: size.line, id: held.id, row, stock }]
  })
}
