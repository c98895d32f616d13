import { describe, expect, test } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable'

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code })
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause })

describe('telling a database out of reach from other failures', () => {
  test('a server shutting down, restarting or refusing connections is out of reach', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', 'ECONNREFUSED', 'ECONNRESET'])
      expect(isDatabaseUnavailable(wrapped(pgError(code))), code).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(
      isDatabaseUnavailable(
        wrapped(new Error('Client has encountered a connection error and is not queryable')),
      ),
    ).toBe(true)
  })

  test('a broken statement, a conflict or a fault of the code is not', () => {
    for (const code of ['23505', '40001', '42P01', '22P02'])
      expect(isDatabaseUnavailable(wrapped(pgError(code))), code).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('57P01')).toBe(false)
  })
})
