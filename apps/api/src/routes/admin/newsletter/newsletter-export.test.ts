import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import Papa from 'papaparse'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { callApi, signUpMember } from '../../../test/members'
import { createTestStaff } from '../../../test/staff'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

test('the newsletter CSV lists confirmed subscribers only, with cells a spreadsheet would run kept as text', async () => {
  const member = await signUpMember(t.app, { name: '=HYPERLINK("http://evil.example","Klik")' })
  await callApi(t.app, 'POST', 'user/newsletter/subscribe', {}, { token: member.token })
  await t.db.execute(
    sql`insert into newsletter_subscriptions (email, status, token, confirmed_at) values
        ('+pending@example.co.id', 'PENDING', 'token-pending', null),
        ('left@example.co.id', 'UNSUBSCRIBED', 'token-left', now()),
        ('@sum@example.co.id', 'SUBSCRIBED', 'token-sum', now())`,
  )
  const { authorization } = await createTestStaff(t.app, 'OWNER')
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/admin/newsletter/export',
    headers: { authorization },
  })
  expect(answer.statusCode).toBe(200)
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(answer.headers['content-disposition']).toMatch(
    /^attachment; filename="kainara-newsletter-\d{8}\.csv"$/,
  )
  const rows = Papa.parse<string[]>(answer.body.replace(/^\ufeff/, ''), {
    skipEmptyLines: true,
  }).data
  expect(rows[0]).toEqual(['email', 'member_name', 'subscribed_at', 'confirmed_at'])
  const byEmail = new Map(rows.slice(1).map((row) => [row[0], row]))
  expect([...byEmail.keys()].sort()).toEqual(["'@sum@example.co.id", member.email].sort())
  expect(byEmail.get(member.email)?.[1]).toBe(`'=HYPERLINK("http://evil.example","Klik")`)
  expect(byEmail.get(member.email)?.[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
})
