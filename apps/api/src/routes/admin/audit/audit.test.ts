import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { toWibText } from '@store/contract/format/wib-text'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { callAdmin, createTestStaff } from '../../../test/staff'
import { recordAudit } from '../../../lib/audit.repository'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

interface Entry {
  actor: string
  action: string
  entity_id: string | null
  before: unknown
  after: unknown
  created_at: string
}
type Log = { data: { entries: Entry[]; total: number; options: { actions: string[] } } }

const DAY = 24 * 60 * 60 * 1000
/** A day in Asia/Jakarta, `offset` days from today (the log is stamped by the database's clock). */
const wibDay = (offset: number) => toWibText(new Date(Date.now() + offset * DAY), 'day')

describe('the audit log', () => {
  test('lists changes newest first, with who, when in WIB, and the values before and after', async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    const staff = await createTestStaff(t.app, 'STAFF')
    await callAdmin(
      t.app,
      'PUT',
      'staff',
      { id: staff.id, role: 'SHOWROOM', showroom_ids: [7] },
      owner,
    )
    await callAdmin(t.app, 'POST', 'staff/active', { id: staff.id, active: false }, owner)
    const log = await callAdmin<Log>(
      t.app,
      'GET',
      'audit',
      { entity: 'staff', from: wibDay(-1), to: wibDay(1) },
      owner,
    )
    expect(log.status).toBe(200)
    const mine = log.body.data.entries.filter((entry) => entry.entity_id === String(staff.id))
    expect(mine.map((entry) => entry.action)).toEqual(['staff.deactivate', 'staff.update'])
    expect(mine[1]).toMatchObject({
      actor: owner.email,
      before: { role: 'STAFF', showroom_ids: [], is_active: true },
      after: { role: 'SHOWROOM', showroom_ids: [7], is_active: true },
    })
    expect(mine[0]).toMatchObject({ before: { is_active: true }, after: { is_active: false } })
    expect(mine[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(log.body.data.options.actions).toEqual(
      expect.arrayContaining(['staff.deactivate', 'staff.update']),
    )
  })

  test('filters by staff, action and days', async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    const other = await createTestStaff(t.app, 'OWNER')
    const staff = await createTestStaff(t.app, 'STAFF')
    await callAdmin(t.app, 'POST', 'staff/active', { id: staff.id, active: false }, owner)
    await callAdmin(t.app, 'POST', 'staff/active', { id: staff.id, active: true }, other)
    const byOther = await callAdmin<Log>(t.app, 'GET', 'audit', { staff_id: other.id }, owner)
    expect(byOther.body.data.entries.map((entry) => entry.action)).toEqual(['staff.reactivate'])
    const byAction = await callAdmin<Log>(
      t.app,
      'GET',
      'audit',
      { action: 'staff.deactivate', staff_id: owner.id },
      owner,
    )
    expect(byAction.body.data.total).toBe(1)
    const tomorrow = await callAdmin<Log>(t.app, 'GET', 'audit', { from: wibDay(1) }, owner)
    expect(tomorrow.body.data.entries).toEqual([])
    const noDay = await callAdmin(t.app, 'GET', 'audit', { from: '2026-02-31' }, owner)
    expect(noDay.status).toBe(400)
    expect(noDay.body).toEqual({
      error: { message: 'The first day is not a day of the calendar.' },
    })
  })

  test("offers the operator's terminal in the filter and lists only its lines when chosen", async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    await recordAudit(t.db, 'operator', {
      action: 'stock.set',
      entity: 'stock',
      entityId: 'KNMBT901 M',
      before: { qty: 3 },
      after: { qty: 2 },
    })
    type Options = { data: { options: { system_actors: string[] }; entries: Entry[] } }
    const all = await callAdmin<Options>(t.app, 'GET', 'audit', {}, owner)
    expect(all.body.data.options.system_actors).toContain('operator')
    const byOperator = await callAdmin<Options>(t.app, 'GET', 'audit', { actor: 'operator' }, owner)
    expect(byOperator.body.data.entries.length).toBeGreaterThan(0)
    expect(new Set(byOperator.body.data.entries.map((entry) => entry.actor))).toEqual(
      new Set(['operator']),
    )
    const hostile = await callAdmin(t.app, 'GET', 'audit', { actor: "x' or 1=1" }, owner)
    expect(hostile.status).toBe(400)
    expect(hostile.body).toEqual({ error: { message: "The actor must be 'operator' or 'job'." } })
  })

  test('is for owners only', async () => {
    for (const role of ['STAFF', 'SHOWROOM'] as const) {
      const staff = await createTestStaff(t.app, role)
      const answer = await callAdmin(t.app, 'GET', 'audit', {}, staff)
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ error: { message: 'This needs an OWNER account.' } })
    }
  })
})
