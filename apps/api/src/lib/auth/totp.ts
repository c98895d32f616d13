import { createHash, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

const PERIOD_SECONDS = 30

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
export function totpFor(secretBase32: string, account: string) {
  return new TOTP({
    issuer: 'KAINARA back office',
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  })
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32

/**
 * The time step (RFC 6238: seconds since 1970 / 30) whose code this is, for
 * this period or the one either side (a phone's clock a little off); null
 * when it is none of them. Read against the machine's real time, never the
 * store's movable clock: the phone that made the code keeps real time,
 * whatever a demo has moved the store to. The caller accepts a step once
 * (claimTotpStep), as RFC 6238 section 5.2 asks.
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  now: Date = new Date(),
): number | null {
  const digits = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(digits)) return null
  const delta = totpFor(secretBase32, '').validate({
    token: digits,
    timestamp: now.getTime(),
    window: 1,
  })
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta
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
