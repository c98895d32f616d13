import * as m from '#messages'
import { inviteStaff } from '@store/contract/admin/staff'
import { useStaffChange } from './staff-change'

/** An invitation by mail, with a link that works once, for 48 hours. */
export const useInviteStaff = (onDone: () => void) =>
  useStaffChange(inviteStaff, ({ email }) => m.staff_invitation_sent({ email }), onDone)
