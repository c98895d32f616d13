import Papa from 'papaparse'

export interface CsvRow {
  /** The line of the file this row starts on (the header is line 1). */
  line: number
  cells: Record<string, string>
}

export interface ReadCsv {
  columns: string[]
  rows: CsvRow[]
}

/**
 * Reads a CSV text (comma, semicolon or tab, as spreadsheets save it; quoted
 * cells may hold new lines) into rows keyed by the header's column names,
 * each with the line it starts on, so every problem can name its line.
 */
export function readCsv(text: string, maxRows: number): ReadCsv | { tooManyRows: true } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: { cells: string[]; start: number }[] = []
  let start = 0
  let tooMany = false
  Papa.parse<string[]>(source, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      records.push({ cells: result.data, start })
      start = result.meta.cursor
      if (records.length > maxRows + 1) {
        tooMany = true
        parser.abort()
      }
    },
  })
  if (tooMany) return { tooManyRows: true }
  const [header, ...data] = records
  const columns = (header?.cells ?? []).map((name) => name.trim().toLowerCase())
  let line = 1
  let counted = 0
  const rows = data.map((record) => {
    // Lines are counted up to where the row starts (a quoted cell may span several).
    for (
      let at = source.indexOf('\n', counted);
      at !== -1 && at < record.start;
      at = source.indexOf('\n', at + 1)
    ) {
      line += 1
      counted = at + 1
    }
    const cells: Record<string, string> = {}
    columns.forEach((column, index) => {
      cells[column] = unquoteFormula((record.cells[index] ?? '').trim())
    })
    return { line: Math.max(line, 2), cells }
  })
  return { columns, rows }
}

/** The export writes a cell that a spreadsheet would run as a formula behind a '; this reads it back. */
const unquoteFormula = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell)
