import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ADMIN_MESSAGES } from '@store/contract/admin/auth'
import { buildApp } from '../../../app'
import { readEnv } from '../../../env'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createTwoStepStaff, staffBrowser } from '../../../test/staff-browser'
import { codeAt } from '../../../test/staff-sign-in'

let t: TestApp
/** A second instance of the store on the same database. */
let other: FastifyInstance
beforeAll(async () => {
  t = await createTestApp()
  other = await buildApp({
    db: t.db,
    env: readEnv({
      DATA_DIR: '/tmp/kainara-test-data',
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      BACKGROUND_JOBS: 'off',
      PAYMENT_SANDBOX_SECRET: 'a second instance of the store under test',
    }),
    databaseKind: t.kind,
  })
  await other.ready()
})
afterAll(async () => {
  await other.close()
  await t.close()
})

const codeUsed = { error: { message: ADMIN_MESSAGES.codeUsed } }

describe('a code from the authenticator app is accepted once (RFC 6238, section 5.2)', () => {
  test('a code accepted on one sign-in is refused on the next, and so is the code before it', async () => {
    const owner = await createTwoStepStaff(t.app)
    const code = codeAt(owner.secret, 1)
    const first = staffBrowser(t.app)
    await first.signIn(owner.email)
    expect((await first.giveCode(code)).status).toBe(200)

    const second = staffBrowser(t.app)
    await second.signIn(owner.email)
    const replayed = await second.giveCode(code)
    expect([replayed.status, replayed.body]).toEqual([400, codeUsed])
    const earlier = await second.giveCode(codeAt(owner.secret, 0))
    expect([earlier.status, earlier.body]).toEqual([400, codeUsed])
    expect((await second.send('GET', 'auth/me')).body).toMatchObject({
      data: { second_factor: 'VERIFY' },
    })
  })

  test('the code that turned two-step sign-in on does not sign in afterwards', async () => {
    const owner = await createTwoStepStaff(t.app)
    const browser = staffBrowser(t.app)
    await browser.signIn(owner.email)
    const answer = await browser.giveCode(codeAt(owner.secret, 0))
    expect([answer.status, answer.body]).toEqual([400, codeUsed])
  })

  test('another instance of the store on the same database refuses it too', async () => {
    const owner = await createTwoStepStaff(t.app)
    const code = codeAt(owner.secret, 1)
    const here = staffBrowser(t.app)
    await here.signIn(owner.email)
    expect((await here.giveCode(code)).status).toBe(200)

    const there = staffBrowser(other)
    await there.signIn(owner.email)
    const replayed = await there.giveCode(code)
    expect([replayed.status, replayed.body]).toEqual([400, codeUsed])
  })

  test('one code given on two sessions at once opens one of them', async () => {
    const owner = await createTwoStepStaff(t.app)
    const code = codeAt(owner.secret, 1)
    const browsers = [staffBrowser(t.app), staffBrowser(other)]
    for (const browser of browsers) await browser.signIn(owner.email)
    const answers = await Promise.all(browsers.map((browser) => browser.giveCode(code)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
  })
})
