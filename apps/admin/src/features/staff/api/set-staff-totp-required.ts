import { setStaffTotpRequired } from '@store/contract/admin/staff'
import { useStaffChange } from './staff-change'

/** Requires two-step sign-in of every account, or stops requiring it. */
export const useSetTotpRequired = () => useStaffChange(setStaffTotpRequired)
