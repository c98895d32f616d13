import { z } from 'zod'
import { isStorableText } from '../common'
import { defineStaffCall } from './call'
import { CATALOGUE_ROLES } from './staff-roles'
import { CsvChangesSchema } from './catalogue-csv-changes'

/**
 * The catalogue as CSV: one row per product size. A product's own fields
 * may be left blank on its later rows; when given they must match its first
 * row. A stock column per showroom (`stock_<showroom name>`, or the older
 * `stock_<showroom id>`) holds what it has of that size; `revision` tells the
 * import what each cell was when exported (decision 101).
 * Each translatable text has its Bahasa Indonesia beside it (`<column>_bahasa`).
 * Dates are 'YYYY-MM-DD HH:mm' in WIB, as the shop writes them.
 */
export const CSV_PRODUCT_COLUMNS = [
  'product_code',
  'product_name',
  'product_name_bahasa',
  'category_id',
  'category_sub_id',
  'sub_group_id',
  'colour',
  'colour_bahasa',
  'short_description',
  'short_description_bahasa',
  'detailed_description',
  'detailed_description_bahasa',
  'retail_price',
  'net_price',
  'disc_percent',
  'disc_nominal',
  'disc_starts_at',
  'disc_ends_at',
  'weight_grams',
  // draft, published or archived; a new product without it is a draft (decision 090).
  'status',
  'photos',
] as const
export const CSV_SIZE_COLUMNS = [
  'size_code',
  'size_name',
  'size_name_bahasa',
  'size_available',
] as const
/**
 * The Bahasa Indonesia column beside each translatable English one (decision
 * 072). Left out of a file, the stored Bahasa stays; present, an empty cell
 * clears it (the shop then shows the English).
 */
export const CSV_BAHASA_COLUMNS = {
  product_name: 'product_name_bahasa',
  colour: 'colour_bahasa',
  short_description: 'short_description_bahasa',
  detailed_description: 'detailed_description_bahasa',
  size_name: 'size_name_bahasa',
} as const
export const CSV_REQUIRED_COLUMNS = ['product_code', 'size_code'] as const
export const STOCK_COLUMN_PREFIX = 'stock_'
export type CsvProductColumn = (typeof CSV_PRODUCT_COLUMNS)[number]

/** The largest file an import reads: 5,000 products of several sizes fit well inside it. */
export const CSV_MAX_BYTES = 16 * 1024 * 1024
export const CSV_MAX_ROWS = 50_000
/** Problems reported per file: past this many, the rest are counted, not listed. */
export const CSV_MAX_PROBLEMS = 500

/** A zip holding the CSV and its photos: bounded before anything in it is inflated. */
export const CSV_ZIP_LIMITS = {
  maxBytes: 100 * 1024 * 1024,
  maxEntries: 2000,
  maxEntryBytes: 20 * 1024 * 1024,
  maxTotalBytes: 400 * 1024 * 1024,
} as const

export const CSV_ZIP_MESSAGES = {
  unreadable: 'The zip file could not be read. Make it again and try once more.',
  oneCsv: 'The zip must hold exactly one CSV file, beside the photos it names.',
  tooManyEntries: `The zip holds more than ${CSV_ZIP_LIMITS.maxEntries} files; split it into several imports.`,
  tooLarge: 'The zip unpacks to more than 400 MB; split it into several imports.',
  entryTooLarge: (name: string) => `${name.slice(0, 80)} is larger than 20 MB.`,
  photoMissing: (name: string) => `The photo ${name.slice(0, 80)} is not in the zip.`,
} as const

export const CSV_MESSAGES = {
  noFile: 'Please choose a CSV file to import.',
  tooLarge: `The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB; split it into several imports.`,
  notText: 'The file is not a CSV text file (UTF-8).',
  empty: 'The file has no rows below its header.',
  tooManyRows: `The file has more than ${CSV_MAX_ROWS.toLocaleString('en')} rows; split it into several imports.`,
} as const

/** A yes/no cell as people type it. */
export function readFlag(value: string): boolean | null {
  const text = value.trim().toLowerCase()
  if (['yes', 'y', 'true', '1'].includes(text)) return true
  if (['no', 'n', 'false', '0'].includes(text)) return false
  return null
}

export const cellIsStorable = (value: string) => isStorableText(value)

export const CsvProblemSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number(),
  column: z.string().nullable(),
  message: z.string(),
})
export type CsvProblem = z.infer<typeof CsvProblemSchema>

export const CsvSummarySchema = z.object({
  rows: z.number(),
  products_created: z.number(),
  products_updated: z.number(),
  sizes_created: z.number(),
  stock_cells: z.number(),
})
export type CsvSummary = z.infer<typeof CsvSummarySchema>

/** The check's answer (nothing written), and the import's last line once it is done. */
export const CsvImportResultSchema = z.object({
  data: z.object({
    applied: z.boolean(),
    summary: CsvSummarySchema,
    problems: z.array(CsvProblemSchema),
    problem_count: z.number(),
    ...CsvChangesSchema.shape,
  }),
})
export type CsvImportResult = z.infer<typeof CsvImportResultSchema>

export const CsvImportModeSchema = z.object({
  mode: z.enum(['check', 'apply'], { error: 'mode must be check or apply.' }).default('check'),
  /** yes: cells changed in the store since the export are overwritten by the file's (decision 101). */
  overwrite: z.enum(['yes', 'no'], { error: 'overwrite must be yes or no.' }).default('no'),
})

/** The file travels as the request's body (text/csv), so it is not a JSON call. */
export const importCatalogueCsv = defineStaffCall({
  method: 'POST',
  path: 'catalogue/import',
  payload: CsvImportModeSchema,
  response: CsvImportResultSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Check a catalogue CSV (mode=check, nothing written) or import it all or nothing',
})

export const exportCatalogueCsv = defineStaffCall({
  method: 'GET',
  path: 'catalogue/export',
  payload: z.object({}),
  response: z.string(),
  roles: CATALOGUE_ROLES,
  summary: 'The whole catalogue as CSV, one row per product size, stock per showroom',
})
