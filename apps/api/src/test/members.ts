import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '@store/db/client'
import { users } from '@store/db/schema'
import type { SignUpInput } from '@store/contract/auth'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A loopback address of its own per caller, so sign-up limits per address do not trip across tests. */
export const randomIp = () =>
  `127.${1 + ((randomBytes(1)[0] ?? 0) % 250)}.${randomBytes(1)[0] ?? 0}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`

/** One call as a client makes it: query string for GET and DELETE, JSON body otherwise. */
export async function callApi<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: Method,
  path: string,
  payload: Record<string, unknown> = {},
  options: {
    token?: string | null
    authorization?: string
    ip?: string
    /** The web client's Accept-Language: `en` or `id`. */
    language?: string
  } = {},
) {
  const headers: Record<string, string> = {}
  if (options.language) headers['accept-language'] = options.language
  if (options.authorization !== undefined) headers.authorization = options.authorization
  else if (options.token) headers.authorization = options.token
  const inQuery = method === 'GET' || method === 'DELETE'
  const query = new URLSearchParams(
    Object.entries(payload).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString()
  const response = await app.inject({
    method,
    url: `/api/${path}${inQuery && query ? `?${query}` : ''}`,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(inQuery ? {} : { payload }),
  })
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers }
}

let counter = 0
/** Sign-up details no other test uses. */
export function newMember(overrides: Partial<SignUpInput> = {}) {
  counter += 1
  const password = `kain-${randomBytes(6).toString('hex')}`
  return {
    name: 'Sari Wulandari',
    gender: 'FEMALE' as const,
    email: `sari.${process.pid}.${counter}.${randomBytes(3).toString('hex')}@example.co.id`,
    password,
    password_conf: password,
    ...overrides,
  }
}

/** Signs a new member up and answers their token and details. */
export async function signUpMember(app: FastifyInstance, overrides: Partial<SignUpInput> = {}) {
  const member = newMember(overrides)
  const { status, body } = await callApi<{ access_token: string }>(
    app,
    'POST',
    'auth/sign-up',
    member,
    { ip: randomIp() },
  )
  if (status !== 200) throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`)
  return { ...member, token: body.access_token }
}
export type SignedUpMember = Awaited<ReturnType<typeof signUpMember>>

/** Signs a new member up and answers their token, details and user id. */
export async function createMember(app: FastifyInstance, db: Db) {
  const member = await signUpMember(app)
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, member.email))
  if (!row) throw new Error('the signed-up member has no row')
  return { ...member, id: row.id }
}
