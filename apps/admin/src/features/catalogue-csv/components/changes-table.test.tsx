import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { CsvChanges } from '@store/contract/admin/catalogue-csv-changes'
import { ChangesTable, changeRows } from './changes-table'

const changes: CsvChanges = {
  changes: [
    {
      line: 2,
      product_code: 'KNMBT901',
      size_code: null,
      field: 'net_price',
      before: '459000',
      after: '449000',
    },
    {
      line: 9,
      product_code: 'KN-NEW',
      size_code: null,
      field: 'product',
      before: '',
      after: 'Tenun Scarf',
    },
  ],
  change_count: 2,
  conflicts: [
    {
      line: 3,
      product_code: 'KNMBT901',
      size_code: 'M',
      field: 'stock_kainara_senayan_city',
      store: '2',
      file: '3',
    },
  ],
  conflict_count: 1,
}

const cellsOf = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) =>
    [...(row ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) =>
      (cell ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  )

describe('the list of what an import will change', () => {
  test('each change shows its line, product, column, before and after, a refused cell first', () => {
    const rows = cellsOf(renderToStaticMarkup(<ChangesTable changes={changes} />)).filter(
      (row) => row.length > 0,
    )
    // Each cell carries its column's name, read on a phone where the cells stack.
    expect(rows).toEqual([
      [
        'Line 3',
        'Product KNMBT901 M',
        'Column stock_kainara_senayan_city',
        'Before 2',
        'After 3 Changed in the store since the export',
      ],
      ['Line 2', 'Product KNMBT901', 'Column net_price', 'Before 459000', 'After 449000'],
      ['Line 9', 'Product KN-NEW', 'Column New product', 'Before —', 'After Tenun Scarf'],
    ])
  })

  test('the heading counts every change and conflict, and says when only the first are listed', () => {
    const html = renderToStaticMarkup(<ChangesTable changes={{ ...changes, change_count: 1500 }} />)
    expect(html).toContain('What the import will change (1501)')
    expect(html).toContain('The first 3 are listed.')
  })

  test('a file that changes nothing says so instead of an empty table', () => {
    const none = { changes: [], change_count: 0, conflicts: [], conflict_count: 0 }
    expect(changeRows(none)).toEqual([])
    expect(renderToStaticMarkup(<ChangesTable changes={none} />)).toContain(
      'The file changes nothing in the store.',
    )
  })
})
