import { updateStaff } from '@store/contract/admin/staff'
import { useStaffChange } from './staff-change'

/** A new role or showrooms; the person is signed out everywhere. */
export const useUpdateStaff = (onDone: () => void) => useStaffChange(updateStaff, onDone)
