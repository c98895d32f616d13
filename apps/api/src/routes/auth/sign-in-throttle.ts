import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { signIn } from '@store/contract/auth'
import { cookieIsSecure } from '../../lib/auth/secure-cookie'
import { AUTH_LIMITS, consumeAttempt, refundAttempt } from '../../lib/rate-limit'
import type { CountedAttempt, Limit } from '../../lib/rate-limit'
import type { Env } from '../../env'
import { createDeviceCookies, deviceCookieHeader, readDeviceCookies } from './device-cookie'

/** What one kind of guess is counted against (decisions 038 and 062). */
export interface GuessLimits {
  perIp: Limit
  perAccountAndIp: Limit
  perAccount: Limit
  perDevice: Limit
}

export const PASSWORD_LIMITS: GuessLimits = {
  perIp: AUTH_LIMITS.signInPerIp,
  perAccountAndIp: AUTH_LIMITS.signInPerEmailAndIp,
  perAccount: AUTH_LIMITS.signInPerEmail,
  perDevice: AUTH_LIMITS.signInPerDevice,
}

/**
 * Slows password guessing without letting a stranger keep a member out
 * (decision 038, after OWASP's device cookies). Every attempt is counted as a
 * failure before the password is checked, atomically, so parallel guesses
 * cannot slip past a limit; a right password gives it back. A browser with a
 * device cookie for the account is counted against its cookie only: neither
 * the e-mail nor the address it shares with strangers (a carrier's, a
 * proxy's) can lock it out (decision 062). Any other browser is counted
 * against its address, the e-mail with its address (tightly) and the e-mail
 * alone (loosely). Nothing here depends on whether the e-mail has an account.
 */
export function createSignInThrottle(
  app: FastifyInstance,
  env: Pick<Env, 'DEVICE_COOKIE_SECRET' | 'PUBLIC_URL'>,
  /**
   * Another sign-in with its own counts, and the path its device cookie is sent
   * back to (the back office's: its sign-in and its second factor).
   */
  options: { cookiePath: string; scope: string } = { cookiePath: signIn.path, scope: '' },
) {
  // Without a configured secret (tests, benchmarks) cookies live as long as the process.
  const devices = createDeviceCookies(
    env.DEVICE_COOKIE_SECRET ?? randomBytes(32).toString('base64url'),
  )
  const path = `${app.prefix}/${options.cookiePath}`
  // A staff e-mail and a member's may be the same address; their counts are not.
  const scoped = (email: string) => `${options.scope}${email}`

  const trustBrowser = (request: FastifyRequest, reply: FastifyReply, email: string) => {
    const value = devices.issue(scoped(email), app.clock.now())
    reply.header(
      'set-cookie',
      deviceCookieHeader(value, { path, secure: cookieIsSecure(env, request) }),
    )
  }

  /** The nonce of a device cookie this browser holds for the account, if it holds one. */
  const knownBrowser = (request: FastifyRequest, email: string, now: Date) => {
    for (const cookie of readDeviceCookies(request.headers.cookie)) {
      const nonce = devices.nonceFor(cookie, email, now)
      if (nonce !== null) return nonce
    }
    return null
  }

  return {
    /** Counts this attempt as a failure; a 429 when one of its limits is reached. */
    async hold(
      request: FastifyRequest,
      typedEmail: string,
      limits: GuessLimits = PASSWORD_LIMITS,
    ): Promise<CountedAttempt[]> {
      const email = scoped(typedEmail)
      const now = app.clock.now()
      const held: CountedAttempt[] = []
      const count = async (limit: Limit, subject: string) => {
        held.push(await consumeAttempt(app.db, limit, subject, now))
      }
      const nonce = knownBrowser(request, email, now)
      if (nonce !== null) {
        await count(limits.perDevice, nonce)
        return held
      }
      await count(limits.perIp, request.ip)
      // An address never holds '|', so the key cannot be read two ways.
      await count(limits.perAccountAndIp, `${request.ip}|${email}`)
      await count(limits.perAccount, email)
      return held
    },

    /**
     * The guess was right: its attempts were no failures. The browser is known
     * to the account from now on, unless a second factor is still to come.
     */
    async admit(
      request: FastifyRequest,
      reply: FastifyReply,
      email: string,
      held: CountedAttempt[],
      options: { trust: boolean } = { trust: true },
    ) {
      for (const attempt of held) await refundAttempt(app.db, attempt)
      if (options.trust) trustBrowser(request, reply, email)
    },

    /** A browser that has just made the account knows it as well as one that signed in. */
    trustBrowser,
  }
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>
