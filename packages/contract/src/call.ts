import type { z } from 'zod'
import type { StaffRole } from './admin/staff-roles'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * One call of spec section 7: its method, its path relative to the API root,
 * the payload schema (query string for GET and DELETE, JSON body for POST and
 * PUT) and the schema of a successful response.
 */
export interface ApiCall<
  TPayload extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod
  path: string
  payload: TPayload
  response: TResponse
  /**
   * Calls a member makes with a token; without one they answer 401. 'staff':
   * a back-office call, open only to a staff session of one of `roles`.
   */
  auth: 'none' | 'member' | 'optional' | 'staff'
  /** The staff roles a back-office call is open to; any other role gets a 403. */
  roles?: readonly StaffRole[]
  summary: string
}

export function defineCall<TPayload extends z.ZodType, TResponse extends z.ZodType>(
  call: ApiCall<TPayload, TResponse>,
): ApiCall<TPayload, TResponse> {
  return call
}

export type CallPayload<T extends ApiCall> = z.input<T['payload']>
export type CallResponse<T extends ApiCall> = z.output<T['response']>
