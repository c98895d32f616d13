import type { z } from 'zod'
import type { ApiCall, HttpMethod } from '../call'
import type { StaffRole } from './staff-roles'

/** Every back-office call lives under this path of the API (`/api/admin/…`). */
export const ADMIN_PREFIX = 'admin'

export interface StaffCall<
  TPayload extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> extends ApiCall<TPayload, TResponse> {
  auth: 'staff'
  roles: readonly StaffRole[]
  /**
   * Open to a session whose second factor is still to be given, or whose
   * account must still set one up (sign-in's next steps, who am I, sign-out).
   */
  beforeSecondFactor?: boolean
}

/**
 * One back-office call: its path under `admin/`, the roles that may make it
 * (checked on the server; anyone else gets a 403 and nothing changes), and
 * the same payload and response schemas the form and the server use.
 */
export function defineStaffCall<TPayload extends z.ZodType, TResponse extends z.ZodType>(call: {
  method: HttpMethod
  path: string
  payload: TPayload
  response: TResponse
  roles: readonly StaffRole[]
  summary: string
  beforeSecondFactor?: boolean
}): StaffCall<TPayload, TResponse> {
  return { ...call, path: `${ADMIN_PREFIX}/${call.path}`, auth: 'staff' }
}

/** A back-office call anyone may make (sign-in, accepting an invite). */
export function defineOpenAdminCall<TPayload extends z.ZodType, TResponse extends z.ZodType>(call: {
  method: HttpMethod
  path: string
  payload: TPayload
  response: TResponse
  summary: string
}): ApiCall<TPayload, TResponse> {
  return { ...call, path: `${ADMIN_PREFIX}/${call.path}`, auth: 'none' }
}
