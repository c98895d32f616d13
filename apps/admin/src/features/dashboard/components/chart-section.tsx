import * as m from '#messages'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'

export interface Column<Row> {
  label: string
  cell: (row: Row) => ReactNode
  numeric?: boolean
}

interface ChartSectionProps<Row> {
  title: string
  /** One sentence under the title: what is counted, and how. */
  note?: string
  chart: ReactNode
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  rowKey: (row: Row) => string
  empty?: string
}

/**
 * A chart and its table. The chart is drawn for the eye (hidden from screen
 * readers); the table is always there for them, and shown on request.
 */
export function ChartSection<Row>(props: ChartSectionProps<Row>) {
  const { title, note, chart, rows, columns, rowKey, empty } = props
  const [shown, setShown] = useState(false)
  const heading = useId()
  const table = useId()
  return (
    <section
      aria-labelledby={heading}
      className="min-w-0 rounded-lg border border-line bg-white p-4 lg:p-5"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <div>
          <h2 id={heading} className="font-semibold">
            {title}
          </h2>
          {note && <p className="mt-1 text-xs text-muted">{note}</p>}
        </div>
        {rows.length > 0 && (
          <button
            type="button"
            className="shrink-0 rounded-md border border-stone-300 px-2.5 py-1 text-xs hover:bg-stone-100"
            aria-controls={table}
            aria-expanded={shown}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? m.hide_table() : m.show_table()}
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">{empty ?? m.nothing_in_range()}</p>
      ) : (
        <div aria-hidden="true">{chart}</div>
      )}
      {rows.length > 0 && (
        <div id={table} className={shown ? 'mt-4 overflow-x-auto' : 'sr-only'}>
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-line text-left text-muted">
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={`py-2 pr-3 font-medium ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-line last:border-0">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th
                        key={column.label}
                        scope="row"
                        className="py-2 pr-3 text-left font-normal"
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.label}
                        className={`py-2 pr-3 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
