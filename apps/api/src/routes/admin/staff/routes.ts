import type { FastifyInstance } from 'fastify'
import type { Executor } from '@store/db/client'
import {
  listStaff,
  setStaffActive,
  setStaffTotpRequired,
  updateStaff,
} from '@store/contract/admin/staff'
import { recordAudit } from '../../../lib/audit.repository'
import {
  TOTP_REQUIRED_SETTING,
  revokeStaffSessions,
} from '../../../lib/auth/staff-session.repository'
import { HttpError, badRequest, notFound } from '../../../lib/http-errors'
import { toWibText } from '@store/contract/format/wib-text'
import { registerCall } from '../../../lib/register-call'
import { putSetting, readSetting } from '../../../lib/settings.repository'
import { requireStaff } from '../../../plugins/auth'
import type { Env } from '../../../env'
import { findMissingShowrooms } from '../../operator/operator.repository'
import { staffInviteRoutes } from './invites.routes'
import { listOpenInvites } from './invites.repository'
import {
  findStaffMemberForUpdate,
  listShowroomOptions,
  listStaffMembers,
  lockActiveOwners,
  setStaffActiveFlag,
  setStaffRole,
} from './staff-admin.repository'

export const STAFF_CHANGE_MESSAGES = {
  notFound: 'There is no staff account of that id.',
  selfRole: 'You cannot change your own role. Ask another owner to do it.',
  selfDeactivate: 'You cannot deactivate your own account. Ask another owner to do it.',
  lastOwner: 'The shop needs at least one active owner: make another account an owner first.',
  enrolFirst:
    'Set up two-step sign-in for your own account (My account) before requiring it of everyone.',
} as const

type Member = NonNullable<Awaited<ReturnType<typeof findStaffMemberForUpdate>>>
const memberAnswer = (member: Member) => ({
  id: member.id,
  email: member.email,
  name: member.name,
  role: member.role,
  showroom_ids: member.showroomIds,
  totp_enabled: member.totpEnabled,
  is_active: member.isActive,
})
const audited = (member: Member) => ({
  role: member.role,
  showroom_ids: member.showroomIds,
  is_active: member.isActive,
})

/** Staff management (OWNER only): every change ends the account's sessions and is audited. */
export function staffRoutes(app: FastifyInstance, env: Env) {
  const now = () => app.clock.now()
  staffInviteRoutes(app, env)

  registerCall(app, listStaff, async () => {
    const [members, invites, showrooms, required] = await Promise.all([
      listStaffMembers(app.db),
      listOpenInvites(app.db),
      listShowroomOptions(app.db),
      readSetting(app.db, TOTP_REQUIRED_SETTING),
    ])
    const at = now()
    return {
      data: {
        staff: members.map(memberAnswer),
        invites: invites.map((invite) => ({
          id: invite.id,
          email: invite.email,
          name: invite.name,
          role: invite.role,
          showroom_ids: invite.showroomIds,
          invited_by: invite.invitedBy,
          created_at: toWibText(invite.createdAt),
          expires_at: toWibText(invite.expiresAt),
          expired: invite.expiresAt <= at,
        })),
        showrooms,
        totp_required: required === 'on',
      },
    }
  })

  /** Locks the account and the active owners, refuses a change that would leave no active owner. */
  async function changeMember(
    tx: Executor,
    id: number,
    leavesOwnership: (member: Member) => boolean,
  ) {
    const owners = await lockActiveOwners(tx)
    const member = await findStaffMemberForUpdate(tx, id)
    if (!member) throw notFound(STAFF_CHANGE_MESSAGES.notFound)
    if (leavesOwnership(member) && owners.filter((owner) => owner !== id).length === 0)
      throw new HttpError(409, STAFF_CHANGE_MESSAGES.lastOwner)
    return member
  }

  registerCall(app, updateStaff, async (input, request) => {
    const owner = requireStaff(request)
    const missing = await findMissingShowrooms(app.db, input.showroom_ids)
    if (missing.length > 0) throw badRequest(`There is no showroom ${missing.join(', ')}.`)
    if (input.id === owner.id && input.role !== owner.role)
      throw badRequest(STAFF_CHANGE_MESSAGES.selfRole)
    const updated = await app.db.transaction(async (tx) => {
      const before = await changeMember(
        tx,
        input.id,
        (member) => member.role === 'OWNER' && member.isActive && input.role !== 'OWNER',
      )
      const after = { ...before, role: input.role, showroomIds: input.showroom_ids }
      await setStaffRole(tx, input.id, { role: input.role, showroomIds: input.showroom_ids }, now())
      await revokeStaffSessions(tx, input.id)
      await recordAudit(tx, owner, {
        action: 'staff.update',
        entity: 'staff',
        entityId: input.id,
        before: audited(before),
        after: audited(after),
      })
      return after
    })
    return {
      data: memberAnswer(updated),
      message: `${updated.name} is now ${updated.role}; their sessions were signed out.`,
    }
  })

  registerCall(app, setStaffActive, async ({ id, active }, request) => {
    const owner = requireStaff(request)
    if (id === owner.id && !active) throw badRequest(STAFF_CHANGE_MESSAGES.selfDeactivate)
    const updated = await app.db.transaction(async (tx) => {
      const before = await changeMember(
        tx,
        id,
        (member) => member.role === 'OWNER' && member.isActive && !active,
      )
      const after = { ...before, isActive: active }
      await setStaffActiveFlag(tx, id, active, now())
      await revokeStaffSessions(tx, id)
      await recordAudit(tx, owner, {
        action: active ? 'staff.reactivate' : 'staff.deactivate',
        entity: 'staff',
        entityId: id,
        before: audited(before),
        after: audited(after),
      })
      return after
    })
    return {
      data: memberAnswer(updated),
      message: active
        ? `${updated.name} can sign in again.`
        : `${updated.name} is deactivated and signed out everywhere.`,
    }
  })

  registerCall(app, setStaffTotpRequired, async ({ required }, request) => {
    const owner = requireStaff(request)
    // An owner without a second factor would land on the set-up screen at once.
    if (required && !owner.totpEnabled) throw badRequest(STAFF_CHANGE_MESSAGES.enrolFirst)
    await app.db.transaction(async (tx) => {
      const before = (await readSetting(tx, TOTP_REQUIRED_SETTING)) === 'on'
      await putSetting(tx, TOTP_REQUIRED_SETTING, required ? 'on' : '')
      await recordAudit(tx, owner, {
        action: 'staff.totp-required',
        entity: 'setting',
        entityId: TOTP_REQUIRED_SETTING,
        before: { required: before },
        after: { required },
      })
    })
    return {
      data: { totp_required: required },
      message: required
        ? 'Every account now needs two-step sign-in; those without it are asked to set it up.'
        : 'Two-step sign-in is no longer required; each account chooses.',
    }
  })
}
