import { STOCK_COLUMN_PREFIX } from '@store/contract/admin/catalogue-csv'
import { stockColumnOf } from '@store/contract/admin/catalogue-csv-changes'

export interface Showroom {
  id: number
  name: string
}

/**
 * Each showroom's stock column, by name (`stock_kainara_senayan_city`); two
 * showrooms whose names read alike get their id after it, so no column is
 * ambiguous.
 */
export function stockColumnsOf(showrooms: Showroom[]): Map<number, string> {
  const count = new Map<string, number>()
  for (const room of showrooms) {
    const column = stockColumnOf(room.name)
    count.set(column, (count.get(column) ?? 0) + 1)
  }
  return new Map(
    showrooms.map((room) => {
      const column = stockColumnOf(room.name)
      return [room.id, (count.get(column) ?? 0) > 1 ? `${column}_${room.id}` : column]
    }),
  )
}

/** The showroom a file's stock column names: by its name's column, or by id as older files do. */
export function showroomOfColumn(column: string, columns: Map<number, string>): number | undefined {
  for (const [id, name] of columns) if (name === column) return id
  const id = column.slice(STOCK_COLUMN_PREFIX.length)
  if (/^\d{1,9}$/.test(id) && columns.has(Number(id))) return Number(id)
  return undefined
}
