import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { StaffRole } from '@store/contract/admin/staff-roles'
import { hashPassword } from '../lib/auth/passwords'
import { issueStaffSession } from '../lib/auth/staff-session.repository'
import { createStaff } from '../routes/admin/auth/staff.repository'

export const STAFF_PASSWORD = 'a staff password 2026'

let counter = 0
let passwordHash: Promise<string> | undefined

export interface TestStaff {
  id: number
  email: string
  role: StaffRole
  /** `Authorization: Bearer …` of a signed-in, verified session. */
  authorization: string
}

/** A staff account of `role` no other test uses, signed in. */
export async function createTestStaff(
  app: FastifyInstance,
  role: StaffRole,
  showroomIds: number[] = role === 'SHOWROOM' ? [1] : [],
): Promise<TestStaff> {
  counter += 1
  const email = `staff-${counter}-${randomBytes(4).toString('hex')}@kainara.test`
  passwordHash ??= hashPassword(STAFF_PASSWORD)
  const id = await createStaff(
    app.db,
    { email, name: `Staff ${counter}`, role, passwordHash: await passwordHash },
    showroomIds,
  )
  if (id === null) throw new Error('the test staff account was not made')
  const token = await issueStaffSession(app.db, id, true, app.clock.now())
  return { id, email, role, authorization: `Bearer ${token}` }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One back-office call as the admin app makes it, as `staff` (or with no session). */
export async function callAdmin<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: Method,
  path: string,
  payload: Record<string, unknown> = {},
  staff: Pick<TestStaff, 'authorization'> | null = null,
) {
  const inQuery = method === 'GET' || method === 'DELETE'
  const query = new URLSearchParams(
    Object.entries(payload).flatMap(([key, value]): [string, string][] =>
      Array.isArray(value) ? value.map((item) => [key, String(item)]) : [[key, String(value)]],
    ),
  ).toString()
  const response = await app.inject({
    method,
    url: `/api/admin/${path}${inQuery && query ? `?${query}` : ''}`,
    headers: staff ? { authorization: staff.authorization } : {},
    ...(inQuery ? {} : { payload }),
  })
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers }
}
