import * as m from '#messages'
import { createColumnHelper } from '@tanstack/react-table'
import type { CsvChanges } from '@store/contract/admin/catalogue-csv-changes'
import { DataTable } from '@/components/data-table/data-table'

/** A change the import will make, or a cell it refuses: changed in the store since the export. */
export interface ChangeRow {
  line: number
  product_code: string
  size_code: string | null
  field: string
  before: string
  after: string
  conflict: boolean
}

const FIELD_WORDS: Record<string, () => string> = {
  product: m.csv_field_product,
  size: m.csv_field_size,
}

const column = createColumnHelper<ChangeRow>()
const text = (value: string) => (value === '' ? '—' : value)
const COLUMNS = [
  column.accessor('line', {
    header: m.csv_line(),
    cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
  }),
  column.accessor('product_code', {
    header: m.csv_product(),
    cell: ({ row }) => (
      <span className="font-mono text-xs">
        {row.original.product_code}
        {row.original.size_code ? ` ${row.original.size_code}` : ''}
      </span>
    ),
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('field', {
    header: m.csv_column(),
    cell: ({ getValue }) => {
      const words = FIELD_WORDS[getValue()]
      return words ? words() : <span className="font-mono text-xs">{getValue()}</span>
    },
  }),
  column.accessor('before', {
    header: m.csv_before(),
    cell: ({ getValue }) => <span className="break-words">{text(getValue())}</span>,
  }),
  column.accessor('after', {
    header: m.csv_after(),
    cell: ({ row }) => (
      <span className="break-words">
        {text(row.original.after)}
        {row.original.conflict && (
          <span className="mt-1 block text-xs font-medium text-danger">
            {m.csv_conflict_note()}
          </span>
        )}
      </span>
    ),
  }),
]

/** The refused cells first (what the store holds now against the file's), then the changes. */
export function changeRows(changes: CsvChanges): ChangeRow[] {
  return [
    ...changes.conflicts.map(({ store, file, ...where }) => ({
      ...where,
      before: store,
      after: file,
      conflict: true,
    })),
    ...changes.changes.map((change) => ({ ...change, conflict: false })),
  ]
}

/** What an import will change, cell by cell, before the owner applies it (decision 101). */
export function ChangesTable({ changes }: { changes: CsvChanges }) {
  const rows = changeRows(changes)
  const count = changes.change_count + changes.conflict_count
  return (
    <section aria-labelledby="changes-heading" className="mt-6">
      <h2 id="changes-heading" className="mb-2 text-lg font-semibold">
        {m.csv_changes_title({ count })}
      </h2>
      {count > rows.length && (
        <p className="mb-2 text-sm text-muted">
          {m.csv_changes_first_listed({ count: rows.length })}
        </p>
      )}
      <DataTable
        label={m.csv_changes_label()}
        data={rows}
        columns={COLUMNS}
        rowId={(_row, index) => String(index)}
        narrow="stack"
        density="compact"
        empty={m.csv_no_change()}
      />
    </section>
  )
}
