import type { FastifyInstance } from 'fastify'
import { randomIp } from './members'
import { codeAt } from './staff-sign-in'
import { STAFF_PASSWORD, callAdmin, createTestStaff } from './staff'
import type { TestStaff } from './staff'

interface StoredCookie {
  value: string
  path: string
}

/**
 * A browser on the back office: it keeps the cookies the store sets and sends
 * each only to the paths it was set for, from one address, as Chromium does.
 */
export function staffBrowser(app: FastifyInstance, ip: string = randomIp()) {
  const jar = new Map<string, StoredCookie>()

  function keep(headers: Record<string, unknown>) {
    for (const header of [headers['set-cookie'] ?? []].flat().map(String)) {
      const [pair = '', ...attributes] = header.split('; ')
      const [name = '', value = ''] = pair.split('=')
      const path = attributes.find((part) => part.startsWith('Path='))?.slice(5) ?? '/'
      if (!value || attributes.includes('Max-Age=0')) jar.delete(name)
      else jar.set(name, { value, path })
    }
  }

  async function send<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const url = `/api/admin/${path}`
    const cookie = [...jar]
      .filter(([, stored]) => url.startsWith(stored.path))
      .map(([name, stored]) => `${name}=${stored.value}`)
      .join('; ')
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(method === 'POST' ? { payload } : {}),
    })
    keep(response.headers)
    return { status: response.statusCode, body: response.json<T>(), headers: response.headers }
  }

  return {
    ip,
    cookie: (name: string) => jar.get(name) ?? null,
    send,
    signIn: (email: string, password: string = STAFF_PASSWORD) =>
      send<{ data: { second_factor: string } }>('POST', 'auth/sign-in', { email, password }),
    giveCode: (code: string) => send('POST', 'auth/second-factor', { code }),
  }
}
export type StaffBrowser = ReturnType<typeof staffBrowser>

/** A staff account with two-step sign-in turned on, as My account does it. */
export async function createTwoStepStaff(
  app: FastifyInstance,
  role: TestStaff['role'] = 'OWNER',
): Promise<TestStaff & { secret: string; recoveryCodes: string[] }> {
  const staff = await createTestStaff(app, role)
  const started = await callAdmin<{ data: { secret: string } }>(
    app,
    'POST',
    'auth/two-step/start',
    {},
    staff,
  )
  const { secret } = started.body.data
  const confirmed = await callAdmin<{ data: { recovery_codes: string[] } }>(
    app,
    'POST',
    'auth/two-step/confirm',
    { code: codeAt(secret) },
    staff,
  )
  if (confirmed.status !== 200) throw new Error('two-step sign-in was not turned on')
  return { ...staff, secret, recoveryCodes: confirmed.body.data.recovery_codes }
}
