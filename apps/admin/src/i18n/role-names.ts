import * as m from '#messages'
import type { StaffRole } from '@store/contract/admin/staff-roles'

/** What each role is called on screen; the contract's role codes stay as they are. */
export const ROLE_NAMES: Record<StaffRole, string> = {
  OWNER: m.role_owner(),
  STAFF: m.role_staff(),
  SHOWROOM: m.role_showroom(),
}

export const roleName = (role: StaffRole) => ROLE_NAMES[role]
