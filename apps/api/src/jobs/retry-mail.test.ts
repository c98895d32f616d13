import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { mailOutbox } from '@store/db/schema'
import { startMailServer } from '../test/mail-server'
import type { MailServer } from '../test/mail-server'
import { callApi, randomIp, signUpMember } from '../test/members'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'

let t: TestApp
let mail: MailServer
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url, CLOCK_SHIFT: 'on' })
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const MINUTE = 60_000
const keptFor = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))
const retry = () => t.app.jobs.run('retry-mail')

test('a new password the mail server refused is kept, not lost, and reaches the member once it answers again', async () => {
  const member = await signUpMember(t.app)
  await mail.mailsTo(member.email)
  mail.refuse(true)
  const asked = await callApi(
    t.app,
    'POST',
    'auth/forgot-password',
    { email: member.email },
    {
      ip: randomIp(),
    },
  )
  expect(asked.status).toBe(200)
  await vi.waitFor(async () => expect(await keptFor(member.email)).toHaveLength(1))
  const [kept] = await keptFor(member.email)
  expect(kept?.lastError).toContain('try again later')
  expect(kept?.attempts).toBe(1)

  // Not due yet: a try a minute later, not at once.
  expect(await retry()).toBe(0)
  t.app.clock.advance(MINUTE)
  expect(await retry()).toBe(0)
  const [again] = await keptFor(member.email)
  expect(again?.attempts).toBe(2)
  const wait = again!.nextAttemptAt.getTime() - t.app.clock.now().getTime()
  expect(wait).toBeGreaterThan(4 * MINUTE)
  expect(wait).toBeLessThanOrEqual(5 * MINUTE)

  mail.refuse(false)
  t.app.clock.advance(5 * MINUTE)
  expect(await retry()).toBe(1)
  const mails = await mail.mailsTo(member.email, 2)
  expect(mails[1]?.text).toMatch(/Your new password is: \S+/)
  expect(await keptFor(member.email)).toEqual([])

  // Sent once: a later run has nothing left to send.
  t.app.clock.advance(60 * MINUTE)
  expect(await retry()).toBe(0)
  expect(mail.received.filter((received) => received.to === member.email)).toHaveLength(2)
})

test('a mail still refused after three days of tries is given up', async () => {
  mail.refuse(true)
  const member = await signUpMember(t.app)
  await vi.waitFor(async () => expect(await keptFor(member.email)).toHaveLength(1))
  for (let day = 0; day < 3; day++) {
    t.app.clock.advance(24 * 60 * MINUTE)
    expect(await retry()).toBe(0)
  }
  expect(await keptFor(member.email)).toEqual([])
  mail.refuse(false)
})
