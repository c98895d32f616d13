import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: what the client stores as `access_token`. */
export const createAccessToken = () => randomBytes(32).toString('base64url')

/** Only this digest is stored; a fast hash is enough for a random 256-bit secret. */
export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The token of an `Authorization` header, raw or as `Bearer x`; null when absent or malformed. */
export function readAccessToken(header: string | undefined): string | null {
  if (!header) return null
  const token = header.replace(/^Bearer\s+/i, '').trim()
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null
}

export const TOKEN_LIFETIME = {
  /** Unused this long, a token stops working. */
  idleMs: 30 * 24 * 60 * 60 * 1000,
  /** However much it is used, a token ends this long after sign-in. */
  absoluteMs: 180 * 24 * 60 * 60 * 1000,
  /** last_used_at is written at most this often, so reads do not all become writes. */
  touchEveryMs: 5 * 60 * 1000,
}
