import { createColumnHelper, createTable, getCoreRowModel } from '@tanstack/react-table'
import type { RowSelectionState, Updater } from '@tanstack/react-table'
import { describe, expect, test } from 'vitest'
import { onlyShown, selectedIds } from './selection'

describe('the rows ticked for a bulk action', () => {
  test('rows that left the page (a refetch, a new filter) are no longer selected', () => {
    expect(onlyShown({ 'KN-1': true, 'KN-9': true, 'KN-2': false }, ['KN-1', 'KN-2'])).toEqual({
      'KN-1': true,
    })
  })

  test('the selected ids are sent in the order the list shows them', () => {
    expect(selectedIds({ 'KN-3': true, 'KN-1': true }, ['KN-1', 'KN-2', 'KN-3'])).toEqual([
      'KN-1',
      'KN-3',
    ])
  })

  test('the tick for every row selects the page, shows "some" while part is ticked, and clears it all', () => {
    let state: RowSelectionState = {}
    const column = createColumnHelper<{ ref: string }>()
    const table = createTable({
      data: [{ ref: 'KN-1' }, { ref: 'KN-2' }, { ref: 'KN-3' }],
      columns: [column.accessor('ref', { header: 'Order' })],
      getRowId: (row) => row.ref,
      getCoreRowModel: getCoreRowModel(),
      enableRowSelection: true,
      state: { rowSelection: state },
      onStateChange: () => undefined,
      onRowSelectionChange: (change: Updater<RowSelectionState>) => {
        state = typeof change === 'function' ? change(state) : change
        table.setOptions((options) => ({ ...options, state: { rowSelection: state } }))
      },
      renderFallbackValue: null,
    })
    table.getRow('KN-2').toggleSelected(true)
    expect(table.getIsSomeRowsSelected()).toBe(true)
    expect(table.getIsAllRowsSelected()).toBe(false)
    table.toggleAllRowsSelected(!table.getIsAllRowsSelected())
    expect(selectedIds(state, ['KN-1', 'KN-2', 'KN-3'])).toEqual(['KN-1', 'KN-2', 'KN-3'])
    expect(table.getIsSomeRowsSelected()).toBe(false)
    table.toggleAllRowsSelected(!table.getIsAllRowsSelected())
    expect(selectedIds(state, ['KN-1', 'KN-2', 'KN-3'])).toEqual([])
  })
})
