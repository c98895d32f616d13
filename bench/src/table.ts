export type Cell = string | number

/** A plain text table, numbers right-aligned, for the terminal and the README. */
export function formatTable(header: string[], rows: Cell[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column] ?? '').length)),
  )
  const line = (cells: Cell[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0
        return typeof cell === 'number' ? String(cell).padStart(width) : String(cell).padEnd(width)
      })
      .join('  ')
      .trimEnd()
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n')
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits
/** Three significant digits: 0.0123, 1.23, 123. */
export const significant = (value: number) => Number(value.toPrecision(3))
export const kilobytes = (bytes: number) => round(bytes / 1024, 1)
