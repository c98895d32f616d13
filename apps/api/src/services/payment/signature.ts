import { createHash, timingSafeEqual } from 'node:crypto'

export interface FaspayCredentials {
  /** 'bot' + merchant id, as Faspay issues it. */
  userId: string
  password: string
}

const hex = (algorithm: 'md5' | 'sha1', text: string) =>
  createHash(algorithm).update(text, 'utf8').digest('hex')

/** Faspay's signature: sha1 of the md5 (both lower-case hex) of the parts joined. */
function faspaySignature(parts: readonly string[]): string {
  return hex('sha1', hex('md5', parts.join('')))
}

/** Signs the payment form: sha1(md5(user_id + password + bill_no + bill_total)). */
export function requestSignature(
  credentials: FaspayCredentials,
  billNo: string,
  billTotal: string,
) {
  return faspaySignature([credentials.userId, credentials.password, billNo, billTotal])
}

/**
 * Signs a return or a notification: sha1(md5(user_id + password + bill_no +
 * status)), where status is the return's `status` or the notification's
 * `payment_status_code`.
 */
export function statusSignature(credentials: FaspayCredentials, billNo: string, status: string) {
  return faspaySignature([credentials.userId, credentials.password, billNo, status])
}

/** Compares a received signature with the expected one without leaking where they differ. */
export function signaturesMatch(received: string, expected: string): boolean {
  const a = Buffer.from(received.trim().toLowerCase(), 'utf8')
  const b = Buffer.from(expected.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}
