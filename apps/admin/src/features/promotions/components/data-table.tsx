import { flexRender } from '@tanstack/react-table'
import type { Table } from '@tanstack/react-table'

interface DataTableProps<T> {
  table: Table<T>
  caption: string
  loading: boolean
  error?: string
  empty: string
}

/** A list as a table on a laptop and as stacked cards on a phone, each cell named by its header. */
export function DataTable<T>({ table, caption, loading, error, empty }: DataTableProps<T>) {
  if (error)
    return (
      <p role="alert" className="text-danger">
        {error}
      </p>
    )
  if (loading)
    return (
      <p role="status" className="text-muted">
        Loading…
      </p>
    )
  const rows = table.getRowModel().rows
  if (rows.length === 0)
    return <p className="rounded-md border border-line bg-white p-6 text-muted">{empty}</p>
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden md:table-header-group">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} className="border-b border-line text-left text-muted">
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {rows.map((row) => (
          <tr
            key={row.id}
            className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 rounded-md border border-line bg-white p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
          >
            {row.getVisibleCells().map((cell) => {
              const header = cell.column.columnDef.header
              return (
                <td
                  key={cell.id}
                  className="contents md:table-cell md:px-3 md:py-2 md:align-middle"
                >
                  {typeof header === 'string' && (
                    <span aria-hidden="true" className="text-muted md:hidden">
                      {header}
                    </span>
                  )}
                  <span className={typeof header === 'string' ? '' : 'col-span-2 md:col-span-1'}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </span>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
