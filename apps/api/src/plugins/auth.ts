import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MESSAGES } from '@store/contract/messages'
import type { ApiCall } from '@store/contract/call'
import { ADMIN_MESSAGES } from '@store/contract/admin/auth'
import type { StaffCall } from '@store/contract/admin/call'
import { findSessionMember } from '../lib/auth/session.repository'
import type { Member } from '../lib/auth/session.repository'
import { findStaffSession } from '../lib/auth/staff-session.repository'
import type { StaffSession } from '../lib/auth/staff-session.repository'
import { readStaffToken } from '../lib/auth/staff-cookie'
import { readAccessToken } from '../lib/auth/tokens'
import { HttpError } from '../lib/http-errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set only on calls whose access is 'member' or 'optional'. */
    member: Member | null
    /** The signed-in staff account, set only on back-office calls. */
    staff: StaffSession | null
  }
}

/**
 * Reads the `Authorization` header (the raw token or `Bearer x`). Only calls
 * that declare member or optional access look the token up, so catalogue
 * reads never touch the token table.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('member', null)
  app.decorateRequest('staff', null)
}

const article = (role: string) => (role === 'OWNER' ? 'an' : 'a')

/** Why a role may not make a call, naming the roles that may. */
export function forbiddenMessage(roles: readonly string[]): string {
  const [first = 'OWNER'] = roles
  return `This needs ${article(first)} ${roles.join(' or ')} account.`
}

/**
 * A back-office call: a live staff session (never a member's token), its
 * second factor given unless the call comes before it, and one of the call's
 * roles, or a 403 that changes nothing.
 */
async function authenticateStaff(request: FastifyRequest, call: StaffCall): Promise<void> {
  const token = readStaffToken(request)
  const session = token
    ? await findStaffSession(request.server.db, token, request.server.clock.now())
    : null
  if (!session) throw new HttpError(401, ADMIN_MESSAGES.signInRequired)
  request.staff = session
  if (!call.beforeSecondFactor) {
    if (!session.verified) throw new HttpError(401, ADMIN_MESSAGES.secondFactorPending)
    if (session.totpRequired && !session.totpEnabled)
      throw new HttpError(403, ADMIN_MESSAGES.secondFactorRequired)
  }
  if (!call.roles.includes(session.role)) throw new HttpError(403, forbiddenMessage(call.roles))
}

export async function authenticate(request: FastifyRequest, call: ApiCall): Promise<void> {
  const access = call.auth
  if (access === 'none') return
  if (access === 'staff') return authenticateStaff(request, call as StaffCall)
  const token = readAccessToken(request.headers.authorization)
  request.member = token ? await findSessionMember(request.server.db, token) : null
  if (access === 'member' && !request.member) throw new HttpError(401, MESSAGES.signInRequired)
}

/** The staff account of a back-office call; registerCall has already refused anyone else. */
export function requireStaff(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new HttpError(401, ADMIN_MESSAGES.signInRequired)
  return request.staff
}

/** A SHOWROOM account reaches only its own showrooms; other roles reach all. */
export function requireShowroomAccess(staff: StaffSession, showroomId: number): void {
  if (staff.role === 'SHOWROOM' && !staff.showroomIds.includes(showroomId))
    throw new HttpError(403, 'This showroom is not one of yours.')
}

/** The signed-in member of a member call; registerCall has already refused anyone else. */
export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw new HttpError(401, MESSAGES.signInRequired)
  return request.member
}
