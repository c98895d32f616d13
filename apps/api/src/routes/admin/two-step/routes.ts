import type { FastifyInstance } from 'fastify'
import QRCode from 'qrcode'
import { ADMIN_MESSAGES } from '@store/contract/admin/auth'
import {
  TWO_STEP_MESSAGES,
  confirmTwoStep,
  disableTwoStep,
  startTwoStep,
} from '@store/contract/admin/two-step'
import { recordAudit } from '../../../lib/audit.repository'
import { verifyPassword } from '../../../lib/auth/passwords'
import { revokeStaffSessions } from '../../../lib/auth/staff-session.repository'
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  totpFor,
} from '../../../lib/auth/totp'
import { HttpError, badRequest } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { findStaffById } from '../auth/staff.repository'
import { disableTotp, enableTotp, storePendingTotpSecret } from './two-step.repository'

/** Setting up, confirming and switching off an authenticator app on My account. */
export function twoStepRoutes(app: FastifyInstance) {
  const now = () => app.clock.now()

  registerCall(app, startTwoStep, async (_input, request) => {
    const session = requireStaff(request)
    if (session.totpEnabled || !session.verified) throw badRequest(TWO_STEP_MESSAGES.alreadyOn)
    const secret = newTotpSecret()
    await storePendingTotpSecret(app.db, session.id, secret, now())
    const url = totpFor(secret, session.email).toString()
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    return {
      data: {
        secret,
        otpauth_url: url,
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      },
    }
  })

  registerCall(app, confirmTwoStep, async ({ code }, request) => {
    const session = requireStaff(request)
    if (session.totpEnabled || !session.verified) throw badRequest(TWO_STEP_MESSAGES.alreadyOn)
    const account = await findStaffById(app.db, session.id)
    if (!account?.totpSecret) throw badRequest(TWO_STEP_MESSAGES.notStarted)
    const at = now()
    const step = matchTotpStep(account.totpSecret, code)
    if (step === null) throw badRequest(ADMIN_MESSAGES.wrongCode)
    const codes = newRecoveryCodes()
    await app.db.transaction(async (tx) => {
      await enableTotp(tx, session.id, codes.map(hashRecoveryCode), at, step)
      // Other sessions were opened without a second factor: they sign in again with one.
      await revokeStaffSessions(tx, session.id, session.sessionId)
      await recordAudit(tx, session, {
        action: 'staff.totp.enable',
        entity: 'staff',
        entityId: session.id,
        before: { totp_enabled: false },
        after: { totp_enabled: true },
      })
    })
    return { data: { recovery_codes: codes }, message: TWO_STEP_MESSAGES.turnedOn }
  })

  registerCall(app, disableTwoStep, async ({ password }, request) => {
    const session = requireStaff(request)
    if (!session.totpEnabled) throw badRequest(TWO_STEP_MESSAGES.notOn)
    if (session.totpRequired) throw new HttpError(409, TWO_STEP_MESSAGES.requiredByOwner)
    const account = await findStaffById(app.db, session.id)
    if (!account || !(await verifyPassword(account.passwordHash, password)))
      throw badRequest(TWO_STEP_MESSAGES.wrongPassword)
    await app.db.transaction(async (tx) => {
      await disableTotp(tx, session.id, now())
      await recordAudit(tx, session, {
        action: 'staff.totp.disable',
        entity: 'staff',
        entityId: session.id,
        before: { totp_enabled: true },
        after: { totp_enabled: false },
      })
    })
    return { message: TWO_STEP_MESSAGES.turnedOff }
  })
}
