import { describe, expect, test } from 'vitest'
import { readEnv } from '../../env'
import { fromProviderAmount, paymentConfigFromEnv, toProviderAmount } from './config'

const configFor = (vars: Record<string, string>) => paymentConfigFromEnv(readEnv(vars))

describe('payment configuration', () => {
  test('without Faspay credentials the built-in page signs with its own merchant', () => {
    const config = configFor({ PAYMENT_SANDBOX_SECRET: 'the secret this store made at start' })
    expect(config).toMatchObject({
      provider: 'sandbox',
      paymentUrl: null,
      userId: 'bot99999',
      password: 'the secret this store made at start',
    })
  })

  test('Faspay credentials choose the sandbox or live host and derive the user id', () => {
    const vars = { FASPAY_MERCHANT_ID: '31932', FASPAY_PASSWORD: 'secret' }
    expect(configFor(vars)).toMatchObject({
      provider: 'faspay',
      userId: 'bot31932',
      paymentUrl: 'https://dev.faspay.co.id/xpress/payment',
    })
    expect(configFor({ ...vars, FASPAY_MODE: 'live', FASPAY_USER_ID: 'bot1' })).toMatchObject({
      userId: 'bot1',
      paymentUrl: 'https://xpress.faspay.co.id/v3/payment',
    })
  })

  test('half a set of credentials or a bad mode stops the start with a clear message', () => {
    expect(() => configFor({ FASPAY_MERCHANT_ID: '31932' })).toThrow(/go together/)
    expect(() => configFor({ FASPAY_PASSWORD: 'secret' })).toThrow(/go together/)
    expect(() => configFor({ FASPAY_MODE: 'production' })).toThrow(/FASPAY_MODE/)
    expect(() => configFor({ FASPAY_MERCHANT_ID: 'abc', FASPAY_PASSWORD: 'x' })).toThrow(/digits/)
  })

  test('amounts convert both ways in either unit, and refuse what is not whole rupiah', () => {
    expect(toProviderAmount(150_000, 'rupiah')).toBe('150000')
    expect(toProviderAmount(150_000, 'sen')).toBe('15000000')
    expect(fromProviderAmount('150000.00', 'rupiah')).toBe(150_000)
    expect(fromProviderAmount('15000000', 'sen')).toBe(150_000)
    expect(fromProviderAmount('15000050', 'sen')).toBeNull()
    expect(fromProviderAmount('150000.50', 'rupiah')).toBeNull()
    expect(fromProviderAmount('1e6', 'rupiah')).toBeNull()
    expect(fromProviderAmount('-5', 'rupiah')).toBeNull()
    expect(() => toProviderAmount(1.5, 'rupiah')).toThrow()
  })
})
