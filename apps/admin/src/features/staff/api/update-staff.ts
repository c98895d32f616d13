import * as m from '#messages'
import { updateStaff } from '@store/contract/admin/staff'
import { roleName } from '@/i18n/role-names'
import { useStaffChange } from './staff-change'

/** A new role or showrooms; the person is signed out everywhere. */
export const useUpdateStaff = (onDone: () => void) =>
  useStaffChange(
    updateStaff,
    (_, { data }) => m.staff_role_changed({ name: data.name, role: roleName(data.role) }),
    onDone,
  )
