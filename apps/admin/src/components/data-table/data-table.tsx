import { flexRender } from '@tanstack/react-table'
import type { Table } from '@tanstack/react-table'

/** A TanStack table drawn as a wide screen's table; phones get a list of cards instead. */
export function DataTable<T>({ table }: { table: Table<T> }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-line bg-white md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line bg-stone-50 text-xs tracking-wide text-muted uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-middle">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
