import { z } from 'zod'

/**
 * What an import changes, and the cells it will not overwrite silently
 * (decision 101). The export writes a `revision` cell on each row: a
 * fingerprint of every cell as it was exported, so the import can tell a
 * cell edited in the file from one changed in the store since.
 */
export const REVISION_COLUMN = 'revision'

/** Changes listed per answer and per audit line; past this many they are counted. */
export const CSV_MAX_CHANGES = 1000

export const CsvChangeSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number(),
  product_code: z.string(),
  size_code: z.string().nullable(),
  /** A column of the file, or `product` / `size` for a new one. */
  field: z.string(),
  before: z.string(),
  after: z.string(),
})
export type CsvChange = z.infer<typeof CsvChangeSchema>

/** A cell changed in the store after the file was exported, and changed in the file too. */
export const CsvConflictSchema = z.object({
  line: z.number(),
  product_code: z.string(),
  size_code: z.string().nullable(),
  field: z.string(),
  /** What the store holds now. */
  store: z.string(),
  /** What the file would write. */
  file: z.string(),
})
export type CsvConflict = z.infer<typeof CsvConflictSchema>

export const CsvChangesSchema = z.object({
  changes: z.array(CsvChangeSchema),
  change_count: z.number(),
  conflicts: z.array(CsvConflictSchema),
  conflict_count: z.number(),
})
export type CsvChanges = z.infer<typeof CsvChangesSchema>

/**
 * A showroom's stock column: its name in lower case, words joined by `_`
 * (`stock_kainara_senayan_city`). A file may still name it by id (`stock_3`).
 */
export function stockColumnOf(showroomName: string): string {
  const words = showroomName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g)
  return `stock_${(words ?? []).join('_')}`
}

export const CSV_CONFLICT_MESSAGE = (count: number) =>
  `${count} cell${count === 1 ? ' was' : 's were'} changed in the store after the file was exported; nothing was imported. Export again, or choose to overwrite them.`
