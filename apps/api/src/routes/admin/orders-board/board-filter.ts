import type { OrdersBoardFilter } from '@store/contract/admin/orders-board'
import { badRequest } from '../../../lib/http-errors'
import { parseWibText } from '@store/contract/format/wib-text'
import { requireShowroomAccess } from '../../../plugins/auth'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import type { BoardFilter } from './board-where.repository'
import { readSearch } from './search-terms'

const DAY_MS = 24 * 60 * 60 * 1000

/** The start of a day in Asia/Jakarta, or a readable 400 for a day the calendar lacks. */
function startOfDay(day: string | undefined, label: string): Date | undefined {
  if (!day) return undefined
  const start = parseWibText(`${day} 00:00`)
  if (!start) throw badRequest(`${label} is not a day of the calendar.`)
  return start
}

/**
 * The board's filter as the repository reads it. A SHOWROOM account is held
 * to its own showrooms here, on the server: asking for another is a 403.
 */
export function boardFilterOf(query: OrdersBoardFilter, staff: StaffSession): BoardFilter {
  if (query.showroom_id !== undefined) requireShowroomAccess(staff, query.showroom_id)
  const since = startOfDay(query.from, 'The first day')
  const lastDay = startOfDay(query.to, 'The last day')
  const until = lastDay && new Date(lastDay.getTime() + DAY_MS)
  if (since && until && since >= until)
    throw badRequest('The first day must not come after the last day.')
  return {
    status: query.status,
    group: query.group,
    type: query.type,
    showroomId: query.showroom_id,
    scope: staff.role === 'SHOWROOM' ? staff.showroomIds : undefined,
    since,
    until,
    payment: query.payment,
    search: readSearch(query.q),
    attention: query.attention === 'yes',
  }
}
