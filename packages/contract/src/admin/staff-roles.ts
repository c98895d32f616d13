/**
 * OWNER: everything, staff management included. STAFF: catalogue, content
 * and orders. SHOWROOM: the orders and pick-ups of its own showrooms only.
 */
export const STAFF_ROLES = ['OWNER', 'STAFF', 'SHOWROOM'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Who may change the catalogue, its content and promotions. */
export const CATALOGUE_ROLES = ['OWNER', 'STAFF'] as const satisfies readonly StaffRole[]
/** Who may manage staff, see the audit log and the shop's settings of access. */
export const OWNER_ONLY = ['OWNER'] as const satisfies readonly StaffRole[]
/** Every signed-in staff account. */
export const ANY_STAFF = STAFF_ROLES
