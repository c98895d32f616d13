import type { FastifyInstance } from 'fastify'
import { totpFor } from '../lib/auth/totp'
import { callAdmin } from './staff'

/** Signs in with the password as the admin app does; the session travels as a Bearer token. */
export async function signInStaff(app: FastifyInstance, email: string, password: string) {
  const answer = await callAdmin<{ data: { second_factor: string } }>(app, 'POST', 'auth/sign-in', {
    email,
    password,
  })
  const cookies = [answer.headers['set-cookie'] ?? []].flat().map(String)
  const cookie = cookies.find((text) => text.startsWith('kn_staff=')) ?? ''
  const token = /^kn_staff=([\w-]+)/.exec(cookie)?.[1] ?? ''
  return { status: answer.status, body: answer.body, session: { authorization: `Bearer ${token}` } }
}

/**
 * The code a phone shows `steps` periods from now (phones keep real time,
 * whatever the store's clock says). The store takes the next period's code
 * too, as from a phone whose clock runs a little ahead: a test that has spent
 * this period's code signs in again with the next one instead of waiting.
 */
export const codeAt = (secret: string, steps = 0) =>
  totpFor(secret, '').generate({ timestamp: Date.now() + steps * 30_000 })
