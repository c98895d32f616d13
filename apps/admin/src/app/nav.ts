import { CATALOGUE_ROLES } from '@store/contract/admin/staff-roles'
import type { StaffRole } from '@store/contract/admin/staff-roles'

export interface NavItem {
  to: string
  label: string
  roles: readonly StaffRole[]
}

/** The back office's sections, each shown only to the roles its calls are open to. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/products', label: 'Products', roles: ['OWNER', 'STAFF'] },
  { to: '/catalogue-csv', label: 'Import and export', roles: ['OWNER', 'STAFF'] },
  { to: '/home-content', label: 'Home content', roles: CATALOGUE_ROLES },
  { to: '/showrooms', label: 'Showrooms', roles: CATALOGUE_ROLES },
  { to: '/stock', label: 'Stock', roles: ['OWNER', 'STAFF', 'SHOWROOM'] },
  { to: '/categories', label: 'Categories', roles: ['OWNER', 'STAFF'] },
  { to: '/account', label: 'My account', roles: ['OWNER', 'STAFF', 'SHOWROOM'] },
  { to: '/promo-codes', label: 'Promo codes', roles: ['OWNER', 'STAFF'] },
  { to: '/promo-bundles', label: 'Promo bundles', roles: ['OWNER', 'STAFF'] },
]

export const navFor = (role: StaffRole) => NAV_ITEMS.filter((item) => item.roles.includes(role))

/** Where a role lands after signing in: its first section. */
export const homeFor = (role: StaffRole) => navFor(role)[0]?.to ?? '/account'
