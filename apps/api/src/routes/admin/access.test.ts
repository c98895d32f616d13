import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ADMIN_CALLS } from '@store/contract/admin/calls'
import type { StaffCall } from '@store/contract/admin/call'
import { STAFF_ROLES } from '@store/contract/admin/staff-roles'
import type { ApiCall } from '@store/contract/call'
import { signUpMember } from '../../test/members'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callAdmin, createTestStaff } from '../../test/staff'
import { CROSS_SITE_MESSAGE, guardedRoutes } from '../../plugins/cross-site-writes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

const staffCalls = Object.entries(ADMIN_CALLS as Record<string, ApiCall>).filter(
  (entry): entry is [string, StaffCall] => entry[1].auth === 'staff',
)
const subPath = (call: ApiCall) => call.path.replace(/^admin\//, '')

describe('every back-office call checks who calls it on the server', () => {
  test('every call of the registry is registered under /api/admin', () => {
    for (const [name, call] of Object.entries(ADMIN_CALLS as Record<string, ApiCall>))
      expect(t.app.hasRoute({ method: call.method, url: `/api/${call.path}` }), name).toBe(true)
  })

  test.each(staffCalls)(
    '%s answers 401 without a session and to a member token',
    async (_name, call) => {
      const member = await signUpMember(t.app)
      for (const staff of [
        null,
        { authorization: member.token },
        { authorization: `Bearer ${member.token}` },
      ]) {
        const answer = await callAdmin(t.app, call.method, subPath(call), {}, staff)
        expect(answer.status).toBe(401)
        expect(answer.body).toEqual({ error: { message: 'Please sign in to the back office.' } })
      }
    },
  )

  test.each(staffCalls.filter(([, call]) => call.roles.length < STAFF_ROLES.length))(
    '%s answers 403 with a message to every role it is not open to',
    async (_name, call) => {
      for (const role of STAFF_ROLES.filter((candidate) => !call.roles.includes(candidate))) {
        const staff = await createTestStaff(t.app, role)
        const answer = await callAdmin(t.app, call.method, subPath(call), {}, staff)
        expect(answer.status, role).toBe(403)
        expect((answer.body as { error: { message: string } }).error.message).toMatch(
          /^This needs an? (OWNER|STAFF|SHOWROOM)( or (OWNER|STAFF|SHOWROOM))* account\.$/,
        )
      }
    },
  )
})

const UNSAFE = new Set(['POST', 'PUT', 'DELETE'])
const writes = Object.entries(ADMIN_CALLS as Record<string, ApiCall>).filter(([, call]) =>
  UNSAFE.has(call.method),
)

describe("no page on another site writes with a signed-in owner's cookie", () => {
  test('every back-office write carries the check, and no read does', () => {
    const guarded = guardedRoutes(t.app)
    for (const [name, call] of writes)
      expect(guarded, name).toContain(`${call.method} /api/${call.path}`)
    expect(guarded.filter((route) => route.startsWith('GET '))).toEqual([])
  })

  test.each(writes)("%s refuses the owner's cookie sent from another site", async (_name, call) => {
    const owner = await createTestStaff(t.app, 'OWNER')
    const cookie = `kn_staff=${owner.authorization.replace('Bearer ', '')}`
    for (const from of [
      { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://admin.localhost' },
      { origin: 'null' },
    ]) {
      const answer = await t.app.inject({
        method: call.method,
        url: `/api/${call.path}`,
        headers: { cookie, ...from },
        payload: {},
      })
      expect(answer.statusCode, JSON.stringify(from)).toBe(403)
      expect(answer.json()).toEqual({ error: { message: CROSS_SITE_MESSAGE } })
    }
  })
})

describe('the API document', () => {
  test("lists the back office's calls to staff only", async () => {
    const open = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    const paths = Object.keys(open.json<{ paths: Record<string, unknown> }>().paths)
    expect(paths).toContain('/products')
    expect(paths.filter((path) => path.includes('admin'))).toEqual([])
    expect(open.body).not.toContain('staffSession')

    const staff = await createTestStaff(t.app, 'SHOWROOM')
    const whole = await callAdmin<{ paths: Record<string, unknown> }>(
      t.app,
      'GET',
      'docs/json',
      {},
      staff,
    )
    expect(whole.status).toBe(200)
    expect(Object.keys(whole.body.paths)).toEqual(
      expect.arrayContaining(['/products', '/admin/auth/second-factor', '/admin/staff']),
    )
  })
})
