import * as m from '#messages'
import { createColumnHelper } from '@tanstack/react-table'
import type { CsvProblem } from '@store/contract/admin/catalogue-csv'
import { DataTable } from '@/components/data-table/data-table'

const column = createColumnHelper<CsvProblem>()
const COLUMNS = [
  column.accessor('line', {
    header: m.csv_line(),
    cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
  }),
  column.accessor('column', {
    header: m.csv_column(),
    cell: ({ getValue }) => <span className="font-mono text-xs">{getValue() ?? '—'}</span>,
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('message', { header: m.csv_problem(), cell: ({ getValue }) => getValue() }),
]

/** Every problem of a checked file, by line, so it can be fixed in the spreadsheet. */
export function ProblemsTable({ problems, count }: { problems: CsvProblem[]; count: number }) {
  return (
    <section aria-labelledby="problems-heading" className="mt-6">
      <h2 id="problems-heading" className="mb-2 text-lg font-semibold text-danger">
        {m.csv_problems({ count })}
      </h2>
      {count > problems.length && (
        <p className="mb-2 text-sm text-muted">{m.csv_first_listed({ count: problems.length })}</p>
      )}
      <DataTable
        label={m.csv_problems_label()}
        data={problems}
        columns={COLUMNS}
        rowId={(_problem, index) => String(index)}
        narrow="scroll"
        density="compact"
        empty={m.csv_no_problem()}
      />
    </section>
  )
}
