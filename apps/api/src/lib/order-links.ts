import { createHmac, timingSafeEqual } from 'node:crypto'
import { ensureKeptSecret } from './kept-secret'

/**
 * Signed links to one order, for guests who follow their order from an
 * e-mail without signing in (docs/decisions/026). The key is an HMAC of the
 * order reference: it opens that order only, and cannot be made without the
 * store's secret.
 */
export interface OrderLinks {
  /** The page path of one order: `/order/<trx_ref>?key=<signature>`. */
  pathFor: (trxRef: string) => string
  /** The signature of a reference, as it appears in the link's `key`. */
  keyFor: (trxRef: string) => string
  /** True when `key` is the signature of `trxRef`. */
  verify: (trxRef: string, key: string) => boolean
}

export function createOrderLinks(secret: string): OrderLinks {
  const keyFor = (trxRef: string) =>
    createHmac('sha256', secret).update(`order:${trxRef}`).digest('base64url')
  return {
    keyFor,
    pathFor: (trxRef) => `/order/${encodeURIComponent(trxRef)}?key=${keyFor(trxRef)}`,
    verify(trxRef, key) {
      const expected = Buffer.from(keyFor(trxRef))
      const given = Buffer.from(key)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

/** The secret of a store started without ORDER_LINK_SECRET, so links in sent e-mails survive a restart. */
export const ensureOrderLinkSecret = (dataDir: string) =>
  ensureKeptSecret(dataDir, 'order-link-secret')
