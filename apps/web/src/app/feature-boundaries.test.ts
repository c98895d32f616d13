import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

const root = new URL('../../../../', import.meta.url).pathname
const eslint = new ESLint({ cwd: root })

/** The import rules' complaints about this text, linted as the file at this path. */
async function importComplaints(path: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: `${root}${path}` })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

const CART_FILE = 'apps/web/src/features/cart/components/cart-page.tsx'

describe('the web app imports one way: shared code, then features, then the app', () => {
  // The first typed lint builds the web app's program; it runs as set-up, not as a test.
  beforeAll(() => importComplaints(CART_FILE, ''))

  test('a feature that imports another feature fails lint', async () => {
    const complaints = await importComplaints(
      CART_FILE,
      "export { ProductPage } from '@/features/catalog/components/product-page'\n" +
        "export { shareLinks } from '../../catalog/utils/share-links'\n",
    )
    expect(complaints).toHaveLength(2)
    expect(complaints[0]).toContain('A feature does not import another feature')
  })

  test('a feature may import its own files and shared code', async () => {
    const complaints = await importComplaints(
      CART_FILE,
      "export { CartLinesTable } from '@/features/cart/components/cart-lines-table'\n" +
        "export { Spinner } from '@/components/ui/spinner'\n" +
        "export { useCart } from '@/api/cart/get-cart'\n",
    )
    expect(complaints).toEqual([])
  })

  test('shared code that imports a feature fails lint', async () => {
    const complaints = await importComplaints(
      'apps/web/src/components/ui/spinner.tsx',
      "export { CartPage } from '@/features/cart/components/cart-page'\n",
    )
    expect(complaints).toHaveLength(1)
  })
})
