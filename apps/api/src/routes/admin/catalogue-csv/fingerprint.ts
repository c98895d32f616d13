import { createHash } from 'node:crypto'

/**
 * A row's `revision` cell (decision 101): for each cell the export wrote, 3
 * bytes of SHA-256 over its key and text, base64url (4 characters a cell).
 * It is a set, not a list, so columns may be moved or deleted in a
 * spreadsheet: the import asks only "was this key's text this, at export?".
 */
const CELL_CHARS = 4
const PREFIX = 'r1.'

const cellPrint = (key: string, text: string) =>
  createHash('sha256').update(`${key}\u0000${text}`).digest().subarray(0, 3).toString('base64url')

/** The revision of a row whose cells, keyed by what they hold, are these texts. */
export function revisionOf(cells: Record<string, string>): string {
  return (
    PREFIX +
    Object.entries(cells)
      .map(([key, text]) => cellPrint(key, text))
      .join('')
  )
}

export interface Revision {
  /** Whether the cell `key` held `text` when the row was exported. */
  had(key: string, text: string): boolean
}

/** A file's revision cell, or null when it has none or not one the export wrote. */
export function readRevision(cell: string): Revision | null {
  const body = cell.trim()
  if (!body.startsWith(PREFIX)) return null
  const prints = body.slice(PREFIX.length)
  if (prints.length === 0 || prints.length % CELL_CHARS !== 0 || !/^[\w-]+$/.test(prints))
    return null
  const set = new Set<string>()
  for (let at = 0; at < prints.length; at += CELL_CHARS) set.add(prints.slice(at, at + CELL_CHARS))
  return { had: (key, text) => set.has(cellPrint(key, text)) }
}
