import * as m from '#messages'
import { revokeStaffInvite } from '@store/contract/admin/staff'
import { useStaffChange } from './staff-change'

/** Withdraws an invitation; its link stops working. */
export const useRevokeInvite = () =>
  useStaffChange(revokeStaffInvite, () => m.staff_invitation_withdrawn())
