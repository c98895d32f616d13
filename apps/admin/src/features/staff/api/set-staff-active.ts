import * as m from '#messages'
import { setStaffActive } from '@store/contract/admin/staff'
import { useStaffChange } from './staff-change'

/** Deactivates an account (signed out at once) or lets it sign in again. */
export const useSetStaffActive = (onDone: () => void) =>
  useStaffChange(
    setStaffActive,
    ({ active }, { data }) =>
      active
        ? m.staff_reactivated({ name: data.name })
        : m.staff_deactivated_out({ name: data.name }),
    onDone,
  )
