/**
 * PostgreSQL's error classes of a connection lost or refused: 08 (connection exception)
 * and 57P01-57P03 (the server shutting down, restarting or not yet accepting).
 */
const UNAVAILABLE_CODE = /^(08|57P0[123])/
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])
/** node-postgres says these in words only, with no code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
]

/**
 * Whether a request failed because the database could not be reached (a restart, a
 * failover, a dropped connection), as opposed to a fault of the request or of the code.
 * Drizzle wraps the driver's error as its `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    if (typeof code === 'string' && (UNAVAILABLE_CODE.test(code) || SOCKET_CODES.has(code)))
      return true
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text)))
      return true
    current = cause
  }
  return false
}
