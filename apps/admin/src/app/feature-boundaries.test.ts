import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

const root = new URL('../../../../', import.meta.url).pathname
const eslint = new ESLint({ cwd: root })

/** The complaints of the rule named about this text, linted as the file at this path. */
async function complaints(path: string, text: string, rule = 'no-restricted-imports') {
  const [result] = await eslint.lintText(text, { filePath: `${root}${path}` })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message)
}

const BOARD_FILE = 'apps/admin/src/features/orders-board/components/orders-board-page.tsx'

describe('the back office imports one way: shared code, then features, then the app', () => {
  // The first typed lint builds the back office's program; it runs as set-up, not as a test.
  beforeAll(() => complaints(BOARD_FILE, ''))

  test('a feature that imports another feature fails lint', async () => {
    const found = await complaints(
      BOARD_FILE,
      "export { OrderPage } from '@/features/order/components/order-page'\n" +
        "export { useProducts } from '../../products/api/get-products'\n",
    )
    expect(found).toHaveLength(2)
    expect(found[0]).toContain('A feature does not import another feature')
    expect(found[1]).toContain('Two levels up leaves the feature')
  })

  test('a feature may import its own files, the shared session and shared code', async () => {
    const found = await complaints(
      BOARD_FILE,
      "export { BoardTable } from '@/features/orders-board/components/board-table'\n" +
        "export { boardQueryOf } from '../utils/board-params'\n" +
        "export { useStaffSession } from '@/api/get-staff-session'\n" +
        "export { DataTable } from '@/components/data-table/data-table'\n" +
        "export { callApi } from '@/lib/api-client'\n",
    )
    expect(found).toEqual([])
  })

  test('a feature that imports the app shell fails lint', async () => {
    const found = await complaints(BOARD_FILE, "export { navFor } from '@/app/nav'\n")
    expect(found).toHaveLength(1)
    expect(found[0]).toContain('The app shell imports features, not the other way round.')
  })

  test('shared code that imports a feature fails lint', async () => {
    const found = await complaints(
      'apps/admin/src/components/ui/button.tsx',
      "export { useStockEdits } from '@/features/stock/hooks/use-stock-edits'\n",
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toContain('Shared code does not import features or the app shell.')
  })

  test('configuration is read from env.ts only', async () => {
    const found = await complaints(
      'apps/admin/src/lib/api-client.ts',
      'export const base = import.meta.env.VITE_API_BASE_URL\n',
      'no-restricted-syntax',
    )
    expect(found).toEqual(['Read configuration from src/env.ts.'])
  })
})
