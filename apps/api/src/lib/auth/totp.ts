import { createHash, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
export function totpFor(secretBase32: string, account: string) {
  return new TOTP({
    issuer: 'KAINARA back office',
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  })
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32

/**
 * A code of this period or the one either side (a phone's clock a little off).
 * Read against the machine's real time, never the store's movable clock: the
 * phone that made the code keeps real time, whatever a demo has moved the store to.
 */
export function checkTotp(secretBase32: string, code: string, now: Date = new Date()): boolean {
  const digits = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(digits)) return false
  return (
    totpFor(secretBase32, '').validate({ token: digits, timestamp: now.getTime(), window: 1 }) !==
    null
  )
}

// No 0/O or 1/l/I: recovery codes are typed from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
/** Ten one-time codes, 10 characters each in two groups (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10)
    const text = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
    return `${text.slice(0, 5)}-${text.slice(5)}`
  })
}

export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex')
