import type { FastifyInstance } from 'fastify'
import { getDashboard } from '@store/contract/admin/dashboard'
import { getReturnFigures } from '@store/contract/admin/return-figures'
import { seesMoney } from '@store/contract/admin/staff-roles'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { dashboardFigures } from '../../../figures/figures'
import { returnFigures } from '../../../figures/return-figures'
import { rangeOf } from '../../../figures/wib-days'
import { withoutMoney } from '../../../figures/without-money'

/** The shop's figures (OWNER and STAFF) over a range of WIB days; amounts for MONEY_ROLES only. */
export function dashboardRoutes(app: FastifyInstance) {
  registerCall(app, getDashboard, async (query, request) => {
    const staff = requireStaff(request)
    const { first, last } = rangeOf(query, app.clock.now())
    const figures = await dashboardFigures(app.db, first, last)
    return { data: seesMoney(staff.role) ? figures : withoutMoney(figures) }
  })

  registerCall(app, getReturnFigures, async (query) => {
    const { first, last } = rangeOf(query, app.clock.now())
    return { data: await returnFigures(app.db, first, last) }
  })
}
