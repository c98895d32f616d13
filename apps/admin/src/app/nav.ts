import { ANY_STAFF, CATALOGUE_ROLES, OWNER_ONLY } from '@store/contract/admin/staff-roles'
import type { StaffRole } from '@store/contract/admin/staff-roles'

export interface NavItem {
  to: string
  label: string
  roles: readonly StaffRole[]
}

/** The back office's sections, each shown only to the roles its calls are open to (the contract's lists). */
export const NAV_ITEMS: readonly NavItem[] = [
  // First, so it is where OWNER and STAFF land (homeFor).
  { to: '/dashboard', label: 'Dashboard', roles: CATALOGUE_ROLES },
  // A SHOWROOM account lands on the orders of its showrooms.
  { to: '/orders', label: 'Orders', roles: ANY_STAFF },
  { to: '/counter', label: 'Counter', roles: ANY_STAFF },
  { to: '/customers', label: 'Customers', roles: CATALOGUE_ROLES },
  { to: '/reviews', label: 'Reviews', roles: CATALOGUE_ROLES },
  { to: '/products', label: 'Products', roles: CATALOGUE_ROLES },
  { to: '/stock', label: 'Stock', roles: ANY_STAFF },
  { to: '/categories', label: 'Categories', roles: CATALOGUE_ROLES },
  { to: '/promo-codes', label: 'Promo codes', roles: CATALOGUE_ROLES },
  { to: '/promo-bundles', label: 'Promo bundles', roles: CATALOGUE_ROLES },
  { to: '/home-content', label: 'Home content', roles: CATALOGUE_ROLES },
  { to: '/showrooms', label: 'Showrooms', roles: CATALOGUE_ROLES },
  { to: '/catalogue-csv', label: 'Import and export', roles: CATALOGUE_ROLES },
  { to: '/staff', label: 'Staff', roles: OWNER_ONLY },
  { to: '/audit', label: 'Audit log', roles: OWNER_ONLY },
  { to: '/account', label: 'My account', roles: ANY_STAFF },
]

export const navFor = (role: StaffRole) => NAV_ITEMS.filter((item) => item.roles.includes(role))

/** Where a role lands after signing in: its first section. */
export const homeFor = (role: StaffRole) => navFor(role)[0]?.to ?? '/account'
