import type { FastifyInstance } from 'fastify'
import { getDashboard } from '@store/contract/admin/dashboard'
import { registerCall } from '../../../lib/register-call'
import { dashboardFigures } from '../../../figures/figures'
import { rangeOf } from '../../../figures/wib-days'

/** The shop's figures (OWNER and STAFF) over a range of WIB days. */
export function dashboardRoutes(app: FastifyInstance) {
  registerCall(app, getDashboard, async (query) => {
    const { first, last } = rangeOf(query, app.clock.now())
    return { data: await dashboardFigures(app.db, first, last) }
  })
}
