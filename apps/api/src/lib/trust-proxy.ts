import { isIP } from 'node:net'
import { z } from 'zod'

/** proxy-addr's names for whole private ranges, accepted as Fastify accepts them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128)
}

/**
 * Which proxies may tell the store the client's address (X-Forwarded-For),
 * which the rate limits count by: 'off' (the socket's address) or the
 * proxies' addresses and ranges. Trusting every hop is refused (any client
 * could then choose its own address and walk around every limit), and so is a
 * hop count, which Fastify ignores because it cannot tell a proxy from a client.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, context): false | string => {
    if (value === '' || value === 'off') return false
    const entries = value.split(',').map((entry) => entry.trim())
    if (entries.every(isAddressOrRange)) return entries.join(',')
    context.addIssue({
      code: 'custom',
      message:
        "use 'off', or the proxies' addresses or ranges separated by commas (10.0.0.0/8, loopback)",
    })
    return z.NEVER
  })
