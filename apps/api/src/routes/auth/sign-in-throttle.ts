import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { signIn } from '@store/contract/auth'
import { AUTH_LIMITS, consumeAttempt, refundAttempt } from '../../lib/rate-limit'
import type { CountedAttempt, Limit } from '../../lib/rate-limit'
import { createDeviceCookies, deviceCookieHeader, readDeviceCookie } from './device-cookie'

/**
 * Slows password guessing without letting a stranger keep a member out
 * (decision 038, after OWASP's device cookies). Every attempt is counted as a
 * failure before the password is checked, atomically, so parallel guesses
 * cannot slip past a limit; a right password gives it back. A browser with a
 * device cookie for the account is bounded by its cookie instead of by the
 * e-mail; any other is bounded by the e-mail with its address, tightly, and
 * by the e-mail alone, loosely. Every request is bounded by its address.
 * Nothing here depends on whether the e-mail has an account.
 */
export function createSignInThrottle(
  app: FastifyInstance,
  secret: string | undefined,
  /** Another sign-in with its own counts and cookie path (the back office's). */
  options: { callPath: string; scope: string } = { callPath: signIn.path, scope: '' },
) {
  // Without a configured secret (tests, benchmarks) cookies live as long as the process.
  const devices = createDeviceCookies(secret ?? randomBytes(32).toString('base64url'))
  // Sent back to the sign-in call only, whichever call set it (sign-up sets it too).
  const path = `${app.prefix}/${options.callPath}`
  // A staff e-mail and a member's may be the same address; their counts are not.
  const scoped = (email: string) => `${options.scope}${email}`

  const trustBrowser = (request: FastifyRequest, reply: FastifyReply, email: string) => {
    const value = devices.issue(email, app.clock.now())
    reply.header(
      'set-cookie',
      deviceCookieHeader(value, { path, secure: request.protocol === 'https' }),
    )
  }

  return {
    /** Counts this attempt as a failure; a 429 when one of its limits is reached. */
    async hold(request: FastifyRequest, typedEmail: string): Promise<CountedAttempt[]> {
      const email = scoped(typedEmail)
      const now = app.clock.now()
      const held: CountedAttempt[] = []
      const count = async (limit: Limit, subject: string) => {
        held.push(await consumeAttempt(app.db, limit, subject, now))
      }
      await count(AUTH_LIMITS.signInPerIp, request.ip)
      const cookie = readDeviceCookie(request.headers.cookie)
      const nonce = cookie === null ? null : devices.nonceFor(cookie, email, now)
      if (nonce !== null) {
        await count(AUTH_LIMITS.signInPerDevice, nonce)
        return held
      }
      // An address never holds '|', so the key cannot be read two ways.
      await count(AUTH_LIMITS.signInPerEmailAndIp, `${request.ip}|${email}`)
      await count(AUTH_LIMITS.signInPerEmail, email)
      return held
    },

    /** The password was right: its attempt was no failure, and this browser is known to the account from now on. */
    async admit(
      request: FastifyRequest,
      reply: FastifyReply,
      email: string,
      held: CountedAttempt[],
    ) {
      for (const attempt of held) await refundAttempt(app.db, attempt)
      trustBrowser(request, reply, scoped(email))
    },

    /** A browser that has just made the account knows it as well as one that signed in. */
    trustBrowser,
  }
}
