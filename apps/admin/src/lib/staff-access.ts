import type { StaffRole } from '@store/contract/admin/staff-roles'

/**
 * Whether the signed-in account holds one of `roles`: a contract's role list
 * (CATALOGUE_ROLES…) or the roles a call names (`markOrderPacked.roles`), the
 * same list the server checks. A screen offers only what the server would allow.
 */
export const canAct = (
  staff: { role: StaffRole } | null | undefined,
  roles: readonly StaffRole[],
) => Boolean(staff && roles.includes(staff.role))
