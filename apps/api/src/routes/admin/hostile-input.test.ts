import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { ADMIN_CALLS } from '@store/contract/admin/calls'
import type { ApiCall } from '@store/contract/call'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { HOSTILE_JSON, HOSTILE_QUERY, LONG } from '../../test/hostile-values'
import { queryRows } from '../../test/sql'
import { createTestStaff } from '../../test/staff'
import { createTwoStepStaff, staffBrowser } from '../../test/staff-browser'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

async function auditLines() {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`)
  return Number(row?.n)
}

function fieldsOf(call: ApiCall): string[] {
  const shape = (call.payload as { shape?: Record<string, unknown> }).shape
  return [...Object.keys(shape ?? {}), 'unknown_field']
}

function expectReadableRefusal(label: string, response: { statusCode: number; body: string }) {
  expect(response.statusCode, label).toBeLessThan(500)
  if (response.statusCode < 400 || response.statusCode === 404) return
  const message = (JSON.parse(response.body) as { error?: { message?: unknown } }).error?.message
  expect(typeof message, label).toBe('string')
  expect((message as string).length, label).toBeGreaterThan(5)
  expect(message as string, label).not.toMatch(/ZodError|stack|at Object|\{"|undefined/)
}

describe('hostile input to every back-office call, as an OWNER', () => {
  test.each(Object.entries(ADMIN_CALLS as Record<string, ApiCall>))(
    'no hostile value in any field of %s, nor a hostile body, is a server fault',
    async (name, call) => {
      const url = `/api/${call.path}`
      const inQuery = call.method === 'GET' || call.method === 'DELETE'
      // Calls that end their own session get a fresh one per request; the rest share one.
      const endsSession = name === 'staffSignOut' || name === 'changeStaffPassword'
      let shared = await createTestStaff(t.app, 'OWNER')
      for (const field of fieldsOf(call)) {
        const values = inQuery
          ? [...HOSTILE_QUERY, [`${field}=1`, `${field}=2`], [`${field}[a]=1`]]
          : HOSTILE_JSON
        for (const value of values) {
          if (endsSession) shared = await createTestStaff(t.app, 'OWNER')
          const { authorization } = shared
          const audited = await auditLines()
          const query = Array.isArray(value) ? value.join('&') : `${field}=${value as string}`
          const response = inQuery
            ? await t.app.inject({
                method: call.method,
                url: `${url}?${query}`,
                headers: { authorization },
              })
            : await t.app.inject({
                method: call.method,
                url,
                headers: { authorization },
                payload: { [field]: value },
              })
          const label = `${name} ${field}=${JSON.stringify(value).slice(0, 40)}`
          expectReadableRefusal(label, response)
          // Every change writes an audit line: a refused request writes none.
          if (response.statusCode >= 400) expect(await auditLines(), label).toBe(audited)
        }
      }
      // A null body is a body with no fields (registerCall), so it is not among these.
      if (!inQuery) {
        for (const body of ['[1,2]', '"text"', '{"a":', 'x'.repeat(70 * 1024)]) {
          const { authorization } = await createTestStaff(t.app, 'OWNER')
          const response = await t.app.inject({
            method: call.method,
            url,
            headers: { authorization, 'content-type': 'application/json' },
            payload: body,
          })
          expectReadableRefusal(`${name} body ${body.slice(0, 20)}`, response)
          expect(response.statusCode, `${name} body ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(
            400,
          )
        }
      }
    },
  )
})

describe('hostile headers and codes', () => {
  test("no hostile Origin or Sec-Fetch-Site on a write with the owner's cookie is a server fault, and none writes", async () => {
    const owner = await createTestStaff(t.app, 'OWNER')
    const cookie = `kn_staff=${owner.authorization.replace('Bearer ', '')}`
    const headers = [
      ...['', 'null', '%00', 'http://[::1', 'javascript:alert(1)', LONG].map((origin) => ({
        origin,
      })),
      { origin: 'http://localhost:80@evil.example' },
      { origin: 'HTTP://LOCALHOST', 'sec-fetch-site': 'SAME-ORIGIN' },
      { 'sec-fetch-site': 'same-origin, cross-site' },
      { 'sec-fetch-site': '' },
    ]
    for (const from of headers) {
      const audited = await auditLines()
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: { cookie, ...from },
        payload: { name: 'Planted', slug: 'planted' },
      })
      const label = JSON.stringify(from).slice(0, 60)
      expectReadableRefusal(label, response)
      expect(response.statusCode, label).toBe(403)
      expect(await auditLines(), label).toBe(audited)
    }
  })

  test('no hostile code on a half-signed-in session is a server fault, and none opens it', async () => {
    const owner = await createTwoStepStaff(t.app)
    for (const value of HOSTILE_JSON) {
      const browser = staffBrowser(t.app)
      await browser.signIn(owner.email)
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/second-factor',
        remoteAddress: browser.ip,
        headers: { cookie: `kn_staff=${browser.cookie('kn_staff')?.value ?? ''}` },
        payload: { code: value },
      })
      const label = `second factor code=${JSON.stringify(value).slice(0, 40)}`
      expectReadableRefusal(label, response)
      expect(response.statusCode, label).toBe(400)
      expect((await browser.send('GET', 'auth/me')).body, label).toMatchObject({
        data: { second_factor: 'VERIFY' },
      })
    }
  })
})
