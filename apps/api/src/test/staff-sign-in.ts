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

/** The code an authenticator app shows now for this key. */
/** The code a phone shows now: phones keep real time, whatever the store's clock says. */
export const currentCode = (_app: FastifyInstance, secret: string) =>
  totpFor(secret, '').generate({ timestamp: Date.now() })
