import * as m from '#messages'
import { setStaffTotpRequired } from '@store/contract/admin/staff'
import { useStaffChange } from './staff-change'

/** Requires two-step sign-in of every account, or stops requiring it. */
export const useSetTotpRequired = () =>
  useStaffChange(setStaffTotpRequired, ({ required }) =>
    required ? m.staff_two_step_now_required() : m.staff_two_step_no_longer_required(),
  )
