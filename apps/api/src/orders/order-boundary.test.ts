import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

const root = new URL('../../../../', import.meta.url).pathname
const eslint = new ESLint({ cwd: root })

/** The import rule's complaints about this text, linted as the file at this path. */
async function importComplaints(path: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: `${root}${path}` })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

const JOB_FILE = 'apps/api/src/jobs/daily-summary.ts'
const JOB_REPOSITORY = 'apps/api/src/jobs/job-lock.repository.ts'
const MOVE_FILE = 'apps/api/src/orders/fulfil/hand-over.ts'
const REPOSITORY_FILE = 'apps/api/src/orders/order.repository.ts'
const CALLERS = [
  "export { cancelOrderRoutes } from '../../routes/admin/order/cancel-routes'\n",
  "export { advanceOrders } from '../../jobs/advance-orders'\n",
  "export { requireStaff } from '../../plugins/auth'\n",
  "export type { Command } from '../../cli/command'\n",
  "export { buildApp } from '../../app'\n",
]

describe('the order module imports nothing that calls it (decision 064)', () => {
  // The first typed lint builds the API's program; it runs as set-up, not as a test.
  beforeAll(() => importComplaints(MOVE_FILE, ''))

  test('an order file that imports a route, a job, a plugin, the operator or the app fails lint', async () => {
    for (const caller of CALLERS) {
      const complaints = await importComplaints(MOVE_FILE, caller)
      expect(complaints, caller).toHaveLength(1)
      expect(complaints[0]).toContain('The order module imports no route, job, plugin')
    }
    const fromRepository = await importComplaints(REPOSITORY_FILE, CALLERS[0] ?? '')
    expect(fromRepository).toHaveLength(1)
  })

  test('an order file may import its own files, lib/, services/ and the cache', async () => {
    const complaints = await importComplaints(
      MOVE_FILE,
      "export { moveOrder } from '../order-moves.repository'\n" +
        "export { recordAudit } from '../../lib/audit.repository'\n" +
        "export type { CatalogueWriter } from '../../cache/catalogue-writes'\n" +
        "export type { CourierService } from '../../services/courier'\n",
    )
    expect(complaints).toEqual([])
  })

  test('outside its repositories the order module still queries no table itself', async () => {
    const complaints = await importComplaints(
      MOVE_FILE,
      "import { eq } from 'drizzle-orm'\nimport { orders } from '@store/db/schema'\n" +
        'export const where = eq(orders.id, 1)\n',
    )
    expect(complaints).toHaveLength(2)
    expect(complaints[0]).toContain('Query tables in a *.repository.ts function')
  })

  test('routes and jobs may import the order module', async () => {
    const complaints = await importComplaints(
      'apps/api/src/jobs/expire-orders.ts',
      "export { expireOverdueOrders } from '../orders/close/expire-orders'\n",
    )
    expect(complaints).toEqual([])
  })
})

// Beside the order module's zone, sharing its typed program: the jobs' zone.
describe('a job imports no route module', () => {
  
  test('a job or its repository that imports a route module fails lint', async () => {
    const fromRoute = "export { dashboardRoutes } from '../routes/admin/dashboard/routes'\n"
    expect(await importComplaints(JOB_FILE, fromRoute)).toEqual([
      expect.stringContaining('A job imports no route module'),
    ])
    expect(await importComplaints(JOB_REPOSITORY, fromRoute)).toHaveLength(1)
  })

  test('a job may import the order module, the figures and lib/', async () => {
    const complaints = await importComplaints(
      JOB_FILE,
      "export { closeOrder } from '../orders/close/close-order'\n" +
        "export { dashboardFigures } from '../figures/figures'\n" +
        "export { mailOrigin } from '../lib/mail/mail-origin'\n",
    )
    expect(complaints).toEqual([])
  })

  test('outside its repositories a job still queries no table itself', async () => {
    const complaints = await importComplaints(
      JOB_FILE,
      "import { orders } from '@store/db/schema'\nexport const table = orders\n",
    )
    expect(complaints).toEqual([expect.stringContaining('Query tables in a *.repository.ts')])
  })
})
