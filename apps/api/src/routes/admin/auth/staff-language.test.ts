import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { STAFF_PASSWORD, callAdmin, createTestStaff } from '../../../test/staff'

/** A built back office of two pages, each naming its language. */
function builtBackOffice() {
  const dist = mkdtempSync(join(tmpdir(), 'admin-dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'id'))
  writeFileSync(join(dist, 'index.html'), '<html lang="en">English</html>')
  writeFileSync(join(dist, 'id', 'index.html'), '<html lang="id">Bahasa</html>')
  return dist
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ ADMIN_DIST_DIR: builtBackOffice() })
})
afterAll(async () => t.close())

const cookies = (headers: Record<string, unknown>) =>
  [headers['set-cookie'] ?? []].flat().map(String)
const languageCookie = (headers: Record<string, unknown>) =>
  cookies(headers).find((cookie) => cookie.startsWith('kn_admin_lang=')) ?? ''

describe("a staff account's language", () => {
  test('is English until chosen; Bahasa, once chosen, is in the session and its cookie', async () => {
    const staff = await createTestStaff(t.app, 'STAFF')
    const before = await callAdmin(t.app, 'GET', 'auth/me', {}, staff)
    expect(before.body).toMatchObject({ data: { staff: { language: 'en' } } })
    expect(languageCookie(before.headers)).toMatch(/^kn_admin_lang=en; Path=\/admin;/)

    const chosen = await callAdmin(t.app, 'POST', 'auth/language', { language: 'id' }, staff)
    expect(chosen.status).toBe(200)
    expect(chosen.body).toMatchObject({ data: { staff: { language: 'id' } } })
    expect(languageCookie(chosen.headers)).toMatch(
      /^kn_admin_lang=id; Path=\/admin; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    )

    const after = await callAdmin(t.app, 'GET', 'auth/me', {}, staff)
    expect(after.body).toMatchObject({ data: { staff: { language: 'id' } } })
  })

  test('a language the store does not speak, or none, is refused with a readable message', async () => {
    const staff = await createTestStaff(t.app, 'SHOWROOM')
    for (const payload of [
      { language: 'fr' },
      {},
      { language: 7 },
      { language: 'id'.repeat(5000) },
    ]) {
      const answer = await callAdmin(t.app, 'POST', 'auth/language', payload, staff)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        error: { message: 'Choose English (en) or Bahasa Indonesia (id).' },
      })
    }
    const me = await callAdmin(t.app, 'GET', 'auth/me', {}, staff)
    expect(me.body).toMatchObject({ data: { staff: { language: 'en' } } })
  })

  test('cannot be set without a staff session', async () => {
    const answer = await callAdmin(t.app, 'POST', 'auth/language', { language: 'id' })
    expect(answer.status).toBe(401)
  })

  test('comes with the sign-in, and leaves with the sign-out so the sign-in page follows the browser', async () => {
    const staff = await createTestStaff(t.app, 'OWNER')
    await callAdmin(t.app, 'POST', 'auth/language', { language: 'id' }, staff)
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      payload: { email: staff.email, password: STAFF_PASSWORD },
    })
    expect(signIn.statusCode).toBe(200)
    expect(languageCookie(signIn.headers)).toMatch(/^kn_admin_lang=id;/)
    // Both cookies: the session's and the language's.
    expect(cookies(signIn.headers).some((cookie) => cookie.startsWith('kn_staff='))).toBe(true)
    const signOut = await callAdmin(t.app, 'POST', 'auth/sign-out', {}, staff)
    expect(languageCookie(signOut.headers)).toMatch(/^kn_admin_lang=; Path=\/admin; Max-Age=0/)
  })
})

describe("the back office's page", () => {
  const page = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/admin/orders', headers })

  test("is built in the signed-in account's language, whatever the browser prefers", async () => {
    const bahasa = await page({ cookie: 'kn_admin_lang=id', 'accept-language': 'en-US,en' })
    expect(bahasa.body).toBe('<html lang="id">Bahasa</html>')
    const english = await page({ cookie: 'kn_admin_lang=en', 'accept-language': 'id-ID,id' })
    expect(english.body).toBe('<html lang="en">English</html>')
    expect(english.headers.vary).toBe('Cookie, Accept-Language')
  })

  test("before sign-in follows the browser's languages, English when it names neither", async () => {
    expect((await page({ 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' })).body).toContain('Bahasa')
    expect((await page({ 'accept-language': 'fr-FR,de;q=0.5' })).body).toContain('English')
    expect((await page({})).body).toContain('English')
    expect((await page({ cookie: 'kn_admin_lang=xx', 'accept-language': ';;;q=' })).body).toContain(
      'English',
    )
  })
})
