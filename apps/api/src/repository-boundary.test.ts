import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

const root = new URL('../../../', import.meta.url).pathname
const eslint = new ESLint({ cwd: root })

/** The import rule's complaints about this text, linted as the file at this path. */
async function importComplaints(path: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: `${root}${path}` })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

const QUERY = "import { eq } from 'drizzle-orm'\nimport { orders } from '@store/db/schema'\n"

describe('tables are queried in repositories only (decision 035)', () => {
  // The first typed lint builds the API's program; it runs as set-up, not as a test.
  beforeAll(() => importComplaints('apps/api/src/routes/orders/routes.ts', ''))

  test('a route or a job that queries a table itself fails lint', async () => {
    for (const path of [
      'apps/api/src/routes/orders/routes.ts',
      'apps/api/src/jobs/expire-orders.ts',
    ]) {
      const complaints = await importComplaints(
        path,
        `${QUERY}export const where = eq(orders.id, 1)\n`,
      )
      expect(complaints).toHaveLength(2)
      expect(complaints[0]).toContain('Query tables in a *.repository.ts function')
    }
  })

  test('a repository may query tables, and anything may name their types', async () => {
    const repository = await importComplaints(
      'apps/api/src/routes/orders/orders.repository.ts',
      `${QUERY}export const where = eq(orders.id, 1)\n`,
    )
    expect(repository).toEqual([])
    const types = await importComplaints(
      'apps/api/src/routes/orders/routes.ts',
      "import type { SQL } from 'drizzle-orm'\nimport type { orders } from '@store/db/schema'\n" +
        'export type Row = typeof orders.$inferSelect | SQL\n',
    )
    expect(types).toEqual([])
  })
})
