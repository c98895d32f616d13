import type { SecondFactorStateSchema } from '@store/contract/admin/auth'
import type { z } from 'zod'

/** Where to go after signing in: a path of the back office only, never another site. */
export function safeReturnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/'
  return next
}

/**
 * The page after the password: the second factor when the account has one (then
 * `next`), My account while the owner requires one it has not set up, else `next`.
 */
export function nextAfterSignIn(
  secondFactor: z.output<typeof SecondFactorStateSchema>,
  next: string,
): string {
  if (secondFactor === 'VERIFY') return `/second-factor?next=${encodeURIComponent(next)}`
  if (secondFactor === 'ENROL') return '/account?enrol=1'
  return next
}
