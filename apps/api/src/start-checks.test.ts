import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readEnv } from './env'
import { SANDBOX_SECRET_FILE } from './services/payment/config'
import { startWarnings, withKeptSecrets } from './start-checks'
import { createTestApp } from './test/test-app'
import type { TestApp } from './test/test-app'

let dataDir: string
let t: TestApp
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kainara-start-'))
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const envIn = (dir: string, vars: Record<string, string> = {}) =>
  readEnv({ DATA_DIR: dir, ...vars })

describe('the secrets a store signs with', () => {
  test("the built-in page's secret is made at the first start, kept for the owner only, and the same at the next", async () => {
    const first = await withKeptSecrets(envIn(dataDir))
    const kept = join(dataDir, SANDBOX_SECRET_FILE)
    expect(first.PAYMENT_SANDBOX_SECRET).toBe((await readFile(kept, 'utf8')).trim())
    expect(first.PAYMENT_SANDBOX_SECRET).toMatch(/^[\w-]{43}$/)
    expect((await stat(kept)).mode & 0o777).toBe(0o600)
    const second = await withKeptSecrets(envIn(dataDir))
    expect(second.PAYMENT_SANDBOX_SECRET).toBe(first.PAYMENT_SANDBOX_SECRET)
    const elsewhere = await mkdtemp(join(tmpdir(), 'kainara-start-'))
    const other = await withKeptSecrets(envIn(elsewhere))
    expect(other.PAYMENT_SANDBOX_SECRET).not.toBe(first.PAYMENT_SANDBOX_SECRET)
    await rm(elsewhere, { recursive: true, force: true })
  })

  test("the environment's secret wins, and a store with Faspay makes none for the built-in page", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kainara-start-'))
    const shared = 'the secret every instance is given'
    expect(
      (await withKeptSecrets(envIn(dir, { PAYMENT_SANDBOX_SECRET: shared })))
        .PAYMENT_SANDBOX_SECRET,
    ).toBe(shared)
    const faspay = { FASPAY_MERCHANT_ID: '31932', FASPAY_PASSWORD: 'secret' }
    expect((await withKeptSecrets(envIn(dir, faspay))).PAYMENT_SANDBOX_SECRET).toBeUndefined()
    await expect(stat(join(dir, SANDBOX_SECRET_FILE))).rejects.toThrow()
    await rm(dir, { recursive: true, force: true })
  })
})

describe('what a store says at start', () => {
  test('behind a proxy without PUBLIC_URL it says that mail links cannot reach customers', async () => {
    const configured = envIn(dataDir, {
      TRUST_PROXY: '10.0.0.0/8',
      FASPAY_MERCHANT_ID: '1',
      FASPAY_PASSWORD: 'x',
    })
    const warnings = await startWarnings(configured, configured, t.db)
    expect(warnings).toEqual([expect.stringMatching(/^PUBLIC_URL IS NOT SET behind the proxy/)])
    const named = { ...configured, PUBLIC_URL: 'https://kainara.co.id' }
    expect(await startWarnings(named, named, t.db)).toEqual([])
    const direct = envIn(dataDir, { FASPAY_MERCHANT_ID: '1', FASPAY_PASSWORD: 'x' })
    expect(await startWarnings(direct, direct, t.db)).toEqual([])
  })

  test('an instance without a secret in its environment says so when another signs the bills with another', async () => {
    const shared = envIn(dataDir, {
      PAYMENT_SANDBOX_SECRET: 'the secret the first instances were given',
    })
    expect(await startWarnings(shared, shared, t.db)).toEqual([])
    expect(await startWarnings(shared, shared, t.db)).toEqual([])

    const configured = envIn(dataDir)
    const own = await withKeptSecrets(configured)
    const warnings = await startWarnings(configured, own, t.db)
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Another instance on this database signs the built-in payment page's bills with another secret \(\d+ orders? so far\).*Set the same PAYMENT_SANDBOX_SECRET on every instance\.$/,
      ),
    ])
    // The others still sign with theirs: they stay the ones named, and say nothing.
    expect(await startWarnings(shared, shared, t.db)).toEqual([])
  })
})
