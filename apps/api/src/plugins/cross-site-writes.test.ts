import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { queryRows } from '../test/sql'
import { createTestStaff } from '../test/staff'
import { staffBrowser } from '../test/staff-browser'
import { makePhoto } from '../test/upload'
import { randomIp, signUpMember } from '../test/members'
import { CROSS_SITE_MESSAGE, guardedRoutes } from './cross-site-writes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

/** The store under test answers at http://localhost (inject's Host); these pages are elsewhere. */
const ANOTHER_PORT = { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site' }
const SIBLING_SUBDOMAIN_OLD_BROWSER = { origin: 'http://shop.localhost' }
const THE_BACK_OFFICE = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }

async function auditLines() {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`)
  return Number(row?.n)
}

/** A signed-in owner's browser, and its session cookie as the browser sends it. */
async function ownersCookie() {
  const owner = await createTestStaff(t.app, 'OWNER')
  const browser = staffBrowser(t.app)
  await browser.signIn(owner.email)
  return `kn_staff=${browser.cookie('kn_staff')?.value ?? ''}`
}

const CSV_HEADER =
  'product_code,product_name,category_sub_id,sub_group_id,retail_price,net_price,colour,size_code,size_name,stock_1,stock_2'

const csvImport = (cookie: string, from: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/catalogue/import?mode=check',
    headers: { cookie, 'content-type': 'text/plain', ...from },
    payload: `${CSV_HEADER}\nKN-PLANTED,Planted,1,1,100000,100000,Hitam,M,M,1,1\n`,
  })

async function photoUpload(cookie: string, from: Record<string, string>) {
  const form = new FormData()
  form.append('file', new Blob([await makePhoto(300, 300)], { type: 'image/jpeg' }), 'photo.jpg')
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '', ...from },
    payload: Buffer.from(await request.arrayBuffer()),
  })
}

describe("a page on another site cannot write with the owner's session cookie", () => {
  test('a CSV import and a photo upload from another port or a sibling subdomain are refused, and nothing is written', async () => {
    const cookie = await ownersCookie()
    const audited = await auditLines()
    for (const from of [ANOTHER_PORT, SIBLING_SUBDOMAIN_OLD_BROWSER]) {
      for (const response of [await csvImport(cookie, from), await photoUpload(cookie, from)]) {
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ error: { message: CROSS_SITE_MESSAGE } })
      }
    }
    expect(await auditLines()).toBe(audited)
  })

  test('the back office itself, and a script with its token, write as before', async () => {
    const cookie = await ownersCookie()
    expect((await csvImport(cookie, THE_BACK_OFFICE)).statusCode).toBe(200)
    expect((await photoUpload(cookie, THE_BACK_OFFICE)).statusCode).toBe(200)
    // A script is no browser: it sends neither header, and no page can make it send the cookie.
    expect((await photoUpload(cookie, {})).statusCode).toBe(200)
  })

  test('a member sign-in from another site is refused before it reads or replaces the device cookie', async () => {
    const member = await signUpMember(t.app)
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: randomIp(),
      headers: ANOTHER_PORT,
      payload: { email: member.email, password: member.password },
    })
    expect(answer.statusCode).toBe(403)
    expect(answer.headers['set-cookie']).toBeUndefined()
  })

  test('reads are never checked: no catalogue GET carries the check', () => {
    const guarded = guardedRoutes(t.app)
    expect(guarded).toEqual(
      expect.arrayContaining([
        'POST /api/admin/catalogue/import',
        'POST /api/admin/media',
        'POST /api/auth/sign-in',
      ]),
    )
    expect(guarded.filter((route) => route.startsWith('GET '))).toEqual([])
  })
})
