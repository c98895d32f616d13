import type { ApiCall } from '../call'
import {
  changeStaffPassword,
  getStaffSession,
  staffSignIn,
  staffSignOut,
  verifySecondFactor,
} from './auth'
import { listAuditLog } from './audit'
import {
  acceptStaffInvite,
  getStaffInvite,
  inviteStaff,
  listStaff,
  revokeStaffInvite,
  setStaffActive,
  setStaffTotpRequired,
  updateStaff,
} from './staff'
import { confirmTwoStep, disableTwoStep, startTwoStep } from './two-step'

/**
 * Every JSON call of the back office, keyed by its export name: the access
 * and hostile-input tests walk it, so a call missing here is a call untested.
 * Each resource's file adds its own.
 */
export const ADMIN_CALLS = {
  staffSignIn,
  verifySecondFactor,
  getStaffSession,
  staffSignOut,
  changeStaffPassword,
  listStaff,
  inviteStaff,
  revokeStaffInvite,
  getStaffInvite,
  acceptStaffInvite,
  updateStaff,
  setStaffActive,
  setStaffTotpRequired,
  startTwoStep,
  confirmTwoStep,
  disableTwoStep,
  listAuditLog,
} as const satisfies Record<string, ApiCall>
