import type { ReactNode } from 'react'
import type { Table } from '@tanstack/react-table'
import type { DataTableSelection } from './data-table'
import { SelectCheckbox } from './select-checkbox'

/** Every row's tick at once, above a phone's cards, where the table's header is not shown. */
export function PhoneSelectAll<T>({ table, label }: { table: Table<T>; label: string }) {
  return (
    <label className="mb-2 flex items-center gap-3 text-sm md:hidden">
      <SelectCheckbox
        label={label}
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
      <span aria-hidden="true">{label}</span>
    </label>
  )
}

/** The rows as a phone's list of cards, each with its tick when the list takes bulk actions. */
export function DataTableCards<T>({
  table,
  label,
  card,
  selection,
}: {
  table: Table<T>
  label: string
  card: (row: T) => ReactNode
  selection: DataTableSelection<T> | undefined
}) {
  return (
    <div className="md:hidden">
      {selection && <PhoneSelectAll table={table} label={selection.allLabel} />}
      <ul aria-label={label} className="flex flex-col gap-3">
        {table.getRowModel().rows.map((row) => (
          <li key={row.id} className={selection ? 'flex items-start gap-3' : ''}>
            {selection && (
              <span className="pt-3">
                <SelectCheckbox
                  label={selection.rowLabel(row.original)}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              </span>
            )}
            <div className={selection ? 'min-w-0 flex-1' : ''}>{card(row.original)}</div>
          </li>
        ))}
      </ul>
    </div>
  )
}
