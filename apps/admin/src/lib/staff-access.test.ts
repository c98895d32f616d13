import { describe, expect, test } from 'vitest'
import { handOverOrder } from '@store/contract/admin/order-actions'
import { cancelPaidOrder } from '@store/contract/admin/order-cancel'
import { eraseMember } from '@store/contract/admin/customer-data'
import { canAct } from './staff-access'

describe('what a staff account is offered', () => {
  test('an action is offered to exactly the roles its call names', () => {
    expect(canAct({ role: 'STAFF' }, cancelPaidOrder.roles)).toBe(true)
    expect(canAct({ role: 'SHOWROOM' }, cancelPaidOrder.roles)).toBe(false)
    expect(canAct({ role: 'SHOWROOM' }, handOverOrder.roles)).toBe(true)
    expect(canAct({ role: 'STAFF' }, eraseMember.roles)).toBe(false)
    expect(canAct({ role: 'OWNER' }, eraseMember.roles)).toBe(true)
  })

  test('nobody signed in is offered nothing', () => {
    expect(canAct(null, handOverOrder.roles)).toBe(false)
    expect(canAct(undefined, handOverOrder.roles)).toBe(false)
  })
})
