import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { requestSignature, signaturesMatch, statusSignature } from './signature'

const credentials = { userId: 'bot31932', password: 'p@ssw0rd' }

// The published formula, written out again here with node:crypto on its own.
function published(text: string) {
  const md5 = createHash('md5').update(text).digest('hex')
  return createHash('sha1').update(md5).digest('hex')
}

describe('Faspay signatures', () => {
  test('the request signature is sha1(md5(user_id + password + bill_no + bill_total)) in lower-case hex', () => {
    const signature = requestSignature(credentials, 'KN-20261101-0001', '1250000')
    expect(signature).toBe(published('bot31932p@ssw0rdKN-20261101-00011250000'))
    // Computed with Python's hashlib, outside this code base.
    expect(signature).toBe('012d0379a5fba82cede89823cea9306b321ebb48')
  })

  test('the return and notification signature puts the status where the total was', () => {
    const signature = statusSignature(credentials, 'KN-20261101-0001', '2')
    expect(signature).toBe(published('bot31932p@ssw0rdKN-20261101-00012'))
    expect(signature).toBe('63d7962ebf63caf7d019fd404ab6367d3f45f0d4')
  })

  test('a different password, bill or amount gives a different signature', () => {
    const base = requestSignature(credentials, 'A1', '100')
    expect(requestSignature({ ...credentials, password: 'x' }, 'A1', '100')).not.toBe(base)
    expect(requestSignature(credentials, 'A2', '100')).not.toBe(base)
    expect(requestSignature(credentials, 'A1', '101')).not.toBe(base)
  })

  test('signatures match regardless of hex case, and never when a character differs', () => {
    const signature = statusSignature(credentials, 'A1', '2')
    expect(signaturesMatch(signature.toUpperCase(), signature)).toBe(true)
    const forged = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`
    expect(signaturesMatch(forged, signature)).toBe(false)
    expect(signaturesMatch(signature.slice(0, 39), signature)).toBe(false)
    expect(signaturesMatch('', signature)).toBe(false)
  })
})
