import { describe, expect, test } from 'vitest'
import { getDashboard } from '@store/contract/admin/dashboard'
import { listBoardOrders } from '@store/contract/admin/orders-board'
import { listAuditLog } from '@store/contract/admin/audit'
import { listStaff } from '@store/contract/admin/staff'
import { listAdminProducts } from '@store/contract/admin/products'
import { saveStock, getShowroomStock } from '@store/contract/admin/stock'
import { lookUpCounterOrder } from '@store/contract/admin/counter'
import { listReturns } from '@store/contract/admin/returns'
import { homeFor, navFor } from './nav'

const labels = (role: 'OWNER' | 'STAFF' | 'SHOWROOM') => navFor(role).map((item) => item.label)

describe('the sections each role sees', () => {
  test('a section is shown to the roles its first call is open to, no more and no fewer', () => {
    const opens = {
      Dashboard: getDashboard,
      Orders: listBoardOrders,
      Counter: lookUpCounterOrder,
      Returns: listReturns,
      Products: listAdminProducts,
      Stock: getShowroomStock,
      Staff: listStaff,
      'Audit log': listAuditLog,
    }
    for (const role of ['OWNER', 'STAFF', 'SHOWROOM'] as const)
      for (const [label, call] of Object.entries(opens))
        expect(labels(role).includes(label), `${label} for ${role}`).toBe(call.roles.includes(role))
  })

  test('a showroom account lands on its orders, the others on the dashboard', () => {
    expect(homeFor('SHOWROOM')).toBe('/orders')
    expect(homeFor('STAFF')).toBe('/dashboard')
    expect(homeFor('OWNER')).toBe('/dashboard')
  })

  test('a showroom account reads stock without being offered to change it', () => {
    expect(labels('SHOWROOM')).toContain('Stock')
    expect(saveStock.roles).not.toContain('SHOWROOM')
  })
})
