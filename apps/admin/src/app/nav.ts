import * as m from '#messages'
import {
  ANY_STAFF,
  CATALOGUE_ROLES,
  CUSTOMER_ROLES,
  OWNER_ONLY,
} from '@store/contract/admin/staff-roles'
import type { StaffRole } from '@store/contract/admin/staff-roles'
import { listRefunds } from '@store/contract/admin/refunds'
import { listReturns } from '@store/contract/admin/returns'
import { getPaymentSettings } from '@store/contract/admin/payment-settings'

export interface NavItem {
  to: string
  label: string
  roles: readonly StaffRole[]
}

/** The back office's sections, each shown only to the roles its calls are open to (the contract's lists). */
export const NAV_ITEMS: readonly NavItem[] = [
  // First, so it is where OWNER and STAFF land (homeFor).
  { to: '/dashboard', label: m.nav_dashboard(), roles: CATALOGUE_ROLES },
  // A SHOWROOM account lands on the orders of its showrooms.
  { to: '/orders', label: m.nav_orders(), roles: ANY_STAFF },
  { to: '/returns', label: m.nav_returns(), roles: listReturns.roles },
  { to: '/counter', label: m.nav_counter(), roles: ANY_STAFF },
  { to: '/customers', label: m.nav_customers(), roles: CUSTOMER_ROLES },
  { to: '/reviews', label: m.nav_reviews(), roles: CATALOGUE_ROLES },
  { to: '/products', label: m.nav_products(), roles: CATALOGUE_ROLES },
  { to: '/stock', label: m.nav_stock(), roles: ANY_STAFF },
  { to: '/categories', label: m.nav_categories(), roles: CATALOGUE_ROLES },
  { to: '/promo-codes', label: m.nav_promo_codes(), roles: CATALOGUE_ROLES },
  { to: '/promo-bundles', label: m.nav_promo_bundles(), roles: CATALOGUE_ROLES },
  { to: '/home-content', label: m.nav_home_content(), roles: CATALOGUE_ROLES },
  { to: '/showrooms', label: m.nav_showrooms(), roles: CATALOGUE_ROLES },
  { to: '/catalogue-csv', label: m.nav_import_export(), roles: CATALOGUE_ROLES },
  { to: '/staff', label: m.nav_staff(), roles: OWNER_ONLY },
  { to: '/payments', label: m.nav_payments(), roles: getPaymentSettings.roles },
  { to: '/audit', label: m.nav_audit(), roles: OWNER_ONLY },
  { to: '/refunds', label: m.nav_refunds(), roles: listRefunds.roles },
  { to: '/account', label: m.nav_account(), roles: ANY_STAFF },
]

export const navFor = (role: StaffRole) => NAV_ITEMS.filter((item) => item.roles.includes(role))

/** Where a role lands after signing in: its first section. */
export const homeFor = (role: StaffRole) => navFor(role)[0]?.to ?? '/account'
