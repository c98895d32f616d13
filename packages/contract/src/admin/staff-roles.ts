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
/**
 * Who may read the shop's customers: their e-mails, phones, addresses, orders
 * and what they spent, and the newsletter's list. STAFF work on the catalogue
 * and pack orders, which show a buyer only on the order itself (decision 085).
 */
export const CUSTOMER_ROLES = OWNER_ONLY
/**
 * Who sees the shop's money: revenue, average order and what each product,
 * channel and day brought in. STAFF see units and orders (decision 092).
 */
export const MONEY_ROLES = OWNER_ONLY
export const seesMoney = (role: string) => (MONEY_ROLES as readonly string[]).includes(role)
/** Every signed-in staff account. */
export const ANY_STAFF = STAFF_ROLES
