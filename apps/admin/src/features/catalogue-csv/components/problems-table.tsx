import { createColumnHelper } from '@tanstack/react-table'
import type { CsvProblem } from '@store/contract/admin/catalogue-csv'
import { DataTable } from '@/components/data-table/data-table'

const column = createColumnHelper<CsvProblem>()
const COLUMNS = [
  column.accessor('line', {
    header: 'Line',
    cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
  }),
  column.accessor('column', {
    header: 'Column',
    cell: ({ getValue }) => <span className="font-mono text-xs">{getValue() ?? '—'}</span>,
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('message', { header: 'Problem', cell: ({ getValue }) => getValue() }),
]

/** Every problem of a checked file, by line, so it can be fixed in the spreadsheet. */
export function ProblemsTable({ problems, count }: { problems: CsvProblem[]; count: number }) {
  return (
    <section aria-labelledby="problems-heading" className="mt-6">
      <h2 id="problems-heading" className="mb-2 text-lg font-semibold text-danger">
        {count} problem{count === 1 ? '' : 's'} to fix before importing
      </h2>
      {count > problems.length && (
        <p className="mb-2 text-sm text-muted">The first {problems.length} are listed.</p>
      )}
      <DataTable
        label="Problems in the file"
        data={problems}
        columns={COLUMNS}
        rowId={(_problem, index) => String(index)}
        narrow="scroll"
        density="compact"
        empty="No problem in the file."
      />
    </section>
  )
}
