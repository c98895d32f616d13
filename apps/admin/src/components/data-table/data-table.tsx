import { useId } from 'react'
import type { ReactNode } from 'react'
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { ColumnDef, OnChangeFn, RowSelectionState, TableOptions } from '@tanstack/react-table'
import { DENSITY, columnClasses } from './cell-classes'
import type { Density } from './cell-classes'
import { DataTableCards, PhoneSelectAll } from './data-table-cards'
import { SelectCheckbox } from './select-checkbox'
import './column-meta'

export interface DataTableSelection<T> {
  selected: RowSelectionState
  onChange: OnChangeFn<RowSelectionState>
  /** A row's tick, for screen readers: 'Select order KN…'. */
  rowLabel: (row: T) => string
  /** The tick that selects every row shown: 'Select every order on this page'. */
  allLabel: string
}

export interface DataTableProps<T> {
  /** The table's caption and the name of its scrolling region: 'Orders'. */
  label: string
  data: T[]
  columns: TableOptions<T>['columns']
  /** The row's id: the key a selection is kept by ('KN…' for an order). */
  rowId: (row: T, index: number) => string
  /**
   * On a phone: each row as this card (the whole card read at a glance), or, without
   * one, the cells stacked under their headers ('stack') or the table itself scrolling
   * sideways with its `wideOnly` columns left out ('scroll').
   */
  card?: (row: T) => ReactNode
  narrow?: 'stack' | 'scroll'
  selection?: DataTableSelection<T>
  density?: Density
  /** The width below which the table scrolls sideways, as a literal class: 'min-w-[52rem]'. */
  minWidth?: string
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode
}

function selectColumn<T>(selection: DataTableSelection<T>): ColumnDef<T> {
  return {
    id: 'select',
    header: ({ table }) => (
      <SelectCheckbox
        label={selection.allLabel}
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <SelectCheckbox
        label={selection.rowLabel(row.original)}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
    meta: { width: 'w-12' },
  }
}

/**
 * The back office's one table: a TanStack Table (headless: column definitions, row ids,
 * row selection) drawn in our own markup. On a wide screen it sits in a labelled region
 * that takes the keyboard's focus, so a table wider than the screen scrolls from the
 * keyboard too (axe: scrollable-region-focusable). Phones get cards, stacked cells or
 * the scrolling table (`card`, `narrow`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, data, card, narrow = 'stack', selection, density = 'compact' } = props
  const captionId = useId()
  const table = useReactTable({
    data,
    columns: selection ? [selectColumn(selection), ...props.columns] : props.columns,
    getRowId: props.rowId,
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: Boolean(selection),
    state: { rowSelection: selection?.selected ?? {} },
    onRowSelectionChange: selection?.onChange,
  })
  if (data.length === 0)
    return (
      <p className="rounded-lg border border-line bg-white px-4 py-6 text-sm text-muted">
        {props.empty}
      </p>
    )
  const stacked = !card && narrow === 'stack'
  const cell = DENSITY[density]
  return (
    <>
      {card && <DataTableCards table={table} label={label} card={card} selection={selection} />}
      {stacked && selection && <PhoneSelectAll table={table} label={selection.allLabel} />}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
          card ? 'hidden md:block' : ''
        } ${stacked ? 'md:rounded-lg md:border md:border-line md:bg-white' : 'rounded-lg border border-line bg-white'}`}
      >
        <table className={`w-full text-left text-sm ${props.minWidth ?? ''}`}>
          <caption id={captionId} className="sr-only">
            {label}
          </caption>
          <thead
            className={`border-b border-line bg-stone-50 text-xs tracking-wide text-muted uppercase ${stacked ? 'hidden md:table-header-group' : ''}`}
          >
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={`${cell} font-medium ${columnClasses(header.column.columnDef.meta)}`}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className={stacked ? 'flex flex-col gap-3 md:table-row-group' : ''}>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={
                  stacked
                    ? 'grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 rounded-lg border border-line bg-white p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0'
                    : 'border-b border-line last:border-0'
                }
              >
                {row.getVisibleCells().map((data) => {
                  const classes = `${cell} ${columnClasses(data.column.columnDef.meta)}`
                  const content = flexRender(data.column.columnDef.cell, data.getContext())
                  if (!stacked)
                    return (
                      <td key={data.id} className={classes}>
                        {content}
                      </td>
                    )
                  const header = data.column.columnDef.header
                  return (
                    <td key={data.id} className={`contents md:table-cell ${classes}`}>
                      {typeof header === 'string' && (
                        <span aria-hidden="true" className="text-muted md:hidden">
                          {header}
                        </span>
                      )}
                      <span
                        className={typeof header === 'string' ? '' : 'col-span-2 md:col-span-1'}
                      >
                        {content}
                      </span>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
