import type { FastifyInstance } from 'fastify'
import {
  acceptStaffInvite,
  getStaffInvite,
  inviteStaff,
  revokeStaffInvite,
} from '@store/contract/admin/staff'
import { recordAudit } from '../../../lib/audit.repository'
import { hashPassword } from '../../../lib/auth/passwords'
import { staffCookieHeader } from '../../../lib/auth/staff-cookie'
import { findStaffSession, issueStaffSession } from '../../../lib/auth/staff-session.repository'
import { createAccessToken, hashAccessToken } from '../../../lib/auth/tokens'
import { HttpError, badRequest, notFound } from '../../../lib/http-errors'
import { toWibText } from '@store/contract/format/wib-text'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { sendQuietly } from '../../../lib/mail/send-quietly'
import { mailOrigin } from '../../../lib/mail/mail-origin'
import { cookieIsSecure } from '../../../lib/auth/secure-cookie'
import { languageOf } from '../../../lib/request-language'
import type { Env } from '../../../env'
import { answerStaffSession } from '../auth/routes'
import { createStaff, findStaffByEmail } from '../auth/staff.repository'
import { findMissingShowrooms } from '../../operator/operator.repository'
import { staffInviteMail } from './invite-mail'
import {
  deleteOpenInvite,
  findInviteByTokenHash,
  markInviteAccepted,
  replaceInvite,
} from './invites.repository'

export const INVITE_LIFETIME_MS = 48 * 60 * 60 * 1000

export const INVITE_MESSAGES = {
  unknown:
    'This invitation link does not work: it was withdrawn or replaced by a newer one. Ask the owner for a new invitation.',
  used: 'This invitation has been used already. Sign in with your e-mail and password.',
  expired: 'This invitation expired 48 hours after it was sent. Ask the owner for a new one.',
  accountExists: (email: string) => `There is a staff account for ${email} already.`,
} as const

/** An open invitation of the token, or the sentence that says why the link no longer works. */
function usableInvite<T extends { acceptedAt: Date | null; expiresAt: Date }>(
  invite: T | null,
  now: Date,
): T {
  if (!invite) throw badRequest(INVITE_MESSAGES.unknown)
  if (invite.acceptedAt) throw badRequest(INVITE_MESSAGES.used)
  if (invite.expiresAt <= now) throw badRequest(INVITE_MESSAGES.expired)
  return invite
}

/** An OWNER invites by e-mail; the invitee's link sets the password and signs them in. */
export function staffInviteRoutes(app: FastifyInstance, env: Env) {
  const now = () => app.clock.now()

  registerCall(app, inviteStaff, async (input, request) => {
    const owner = requireStaff(request)
    const missing = await findMissingShowrooms(app.db, input.showroom_ids)
    if (missing.length > 0) throw badRequest(`There is no showroom ${missing.join(', ')}.`)
    if (await findStaffByEmail(app.db, input.email))
      throw badRequest(INVITE_MESSAGES.accountExists(input.email))
    const token = createAccessToken()
    const at = now()
    const invite = {
      email: input.email,
      name: input.name,
      role: input.role,
      showroomIds: input.showroom_ids,
      tokenHash: hashAccessToken(token),
      invitedBy: owner.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + INVITE_LIFETIME_MS),
    }
    const id = await app.db.transaction(async (tx) => {
      const made = await replaceInvite(tx, invite)
      await recordAudit(tx, owner, {
        action: 'staff.invite',
        entity: 'staff_invite',
        entityId: made,
        after: {
          email: input.email,
          name: input.name,
          role: input.role,
          showroom_ids: input.showroom_ids,
        },
      })
      return made
    })
    const link = `${mailOrigin(env)}/admin/accept-invite?token=${token}`
    await sendQuietly(app, staffInviteMail({ ...invite, invitedBy: owner.name }, link))
    return {
      data: {
        id,
        email: invite.email,
        name: invite.name,
        role: invite.role,
        showroom_ids: invite.showroomIds,
        invited_by: owner.email,
        created_at: toWibText(invite.createdAt),
        expires_at: toWibText(invite.expiresAt),
        expired: false,
      },
      message: `The invitation is on its way to ${input.email}.`,
    }
  })

  registerCall(app, revokeStaffInvite, async ({ id }, request) => {
    const owner = requireStaff(request)
    await app.db.transaction(async (tx) => {
      const gone = await deleteOpenInvite(tx, id)
      if (!gone)
        throw notFound('There is no open invitation of that id; it may have been accepted.')
      await recordAudit(tx, owner, {
        action: 'staff.invite.revoke',
        entity: 'staff_invite',
        entityId: id,
        before: gone,
      })
    })
    return { message: 'The invitation is withdrawn: its link no longer works.' }
  })

  registerCall(app, getStaffInvite, async ({ token }) => {
    const invite = usableInvite(await findInviteByTokenHash(app.db, hashAccessToken(token)), now())
    return { data: { email: invite.email, name: invite.name, role: invite.role } }
  })

  registerCall(app, acceptStaffInvite, async ({ token, password }, request, reply) => {
    const passwordHash = await hashPassword(password)
    const at = now()
    const staffId = await app.db.transaction(async (tx) => {
      const invite = usableInvite(await findInviteByTokenHash(tx, hashAccessToken(token), true), at)
      const { email, name, role, showroomIds } = invite
      // The invitation's page spoke the browser's language: the new account keeps it.
      const language = languageOf(request.headers['accept-language'])
      const id = await createStaff(tx, { email, name, role, passwordHash, language }, showroomIds)
      if (id === null) throw badRequest(INVITE_MESSAGES.accountExists(email))
      await markInviteAccepted(tx, invite.id, at)
      await recordAudit(
        tx,
        { id, email },
        {
          action: 'staff.invite.accept',
          entity: 'staff',
          entityId: id,
          after: { email, name, role, showroom_ids: showroomIds },
        },
      )
      return id
    })
    const sessionToken = await issueStaffSession(app.db, staffId, true, at)
    reply.header('set-cookie', staffCookieHeader(sessionToken, cookieIsSecure(env, request)))
    const session = await findStaffSession(app.db, sessionToken, at)
    if (!session) throw new HttpError(500, 'The new session could not be read back.')
    return answerStaffSession(session, request, reply, env)
  })
}
