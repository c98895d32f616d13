/** A column of a terminal table: its title, and the cell of one row. */
export type TerminalColumn<Row> = [title: string, cell: (row: Row) => string]

/** Rows as a table a terminal shows well: one line each, columns padded; `empty` when none. */
export function terminalTable<Row>(
  columns: readonly TerminalColumn<Row>[],
  rows: readonly Row[],
  empty: string,
): string {
  if (rows.length === 0) return empty
  const cells = [
    columns.map(([title]) => title),
    ...rows.map((row) => columns.map(([, cell]) => cell(row))),
  ]
  const widths = columns.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  )
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/** Reads `--name value` options; anything else is left as a positional argument. */
export function readOptions(args: string[]) {
  const options = new Map<string, string>()
  const rest: string[] = []
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? ''
    if (arg.startsWith('--')) {
      options.set(arg.slice(2), args[i + 1] ?? '')
      i += 1
    } else rest.push(arg)
  }
  return { options, rest }
}

/** A list call's path with the options the command passes on, such as `orders?status=PAID`. */
export function listPath(path: string, args: string[], keys: readonly string[]): string {
  const { options } = readOptions(args)
  const query = new URLSearchParams()
  for (const key of keys) {
    const value = options.get(key)
    if (value !== undefined) query.set(key, value)
  }
  return query.size > 0 ? `${path}?${query.toString()}` : path
}
