import type { CsvProductColumn } from '@store/contract/admin/catalogue-csv'
import { readText } from './csv-fields'

/** A product's Bahasa texts from a file: null clears one, a key left out keeps what is stored. */
export interface BahasaFields {
  nameBahasa?: string | null
  colourBahasa?: string | null
  shortDescriptionBahasa?: string | null
  detailedDescriptionBahasa?: string | null
}

/** Each Bahasa column with its field and the length its English column allows. */
const COLUMNS = [
  ['product_name_bahasa', 'nameBahasa', 120],
  ['colour_bahasa', 'colourBahasa', 40],
  ['short_description_bahasa', 'shortDescriptionBahasa', 300],
  ['detailed_description_bahasa', 'detailedDescriptionBahasa', 5000],
] as const satisfies readonly [CsvProductColumn, keyof BahasaFields, number][]

/**
 * Reads a Bahasa cell as its English one is read, but unlike an English cell
 * an empty one in a column the file has is a choice: no translation (the
 * English columns are required, so blank can only mean "leave it" there).
 */
export function readBahasaCell(
  value: string,
  column: string,
  max: number,
  report: (column: string, message: string) => void,
): string | null | undefined {
  if (value === '') return null
  const cell = readText(value, column, max, false)
  if (cell.ok) return cell.value
  report(column, cell.message)
  return undefined
}

/** The Bahasa texts of the columns the file has; the columns it leaves out keep the product's. */
export function readBahasaFields(
  cells: Record<string, string>,
  has: (column: CsvProductColumn) => boolean,
  report: (column: string, message: string) => void,
): BahasaFields {
  const fields: BahasaFields = {}
  for (const [column, key, max] of COLUMNS) {
    if (!has(column)) continue
    const value = readBahasaCell(cells[column] ?? '', column, max, report)
    if (value !== undefined) fields[key] = value
  }
  return fields
}
