import type { z } from 'zod'
import type { ApiCall } from '@store/contract/call'
import { defaultHeaders } from '@store/contract/headers'
import { MESSAGES } from '@store/contract/messages'
import { requestKey, toQueryString } from '@store/contract/request-key'
import { env } from '@/env'
import { takeInitialData } from './initial-data'
import { readAccessToken } from './storage'
import { toast } from './toast'

export interface ApiResult<T> {
  ok: boolean
  status: number
  statusText: string
  data: T | { error: { message: string } }
}

export class ApiError extends Error {
  constructor(readonly result: ApiResult<unknown>) {
    super(errorMessage(result) ?? `Error ${result.status}: ${result.statusText}`)
  }
  get status() {
    return this.result.status
  }
}

function errorMessage(result: ApiResult<unknown>): string | undefined {
  const data = result.data as { error?: { message?: unknown } } | null
  return typeof data?.error?.message === 'string' ? data.error.message : undefined
}

type Payload = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>

/**
 * One request of spec section 7: default headers, GET/DELETE payload as query
 * parameters, POST/PUT as a JSON body. No answer at all becomes the synthetic
 * status 0 result of spec section 8.
 */
export async function request<C extends ApiCall>(
  call: C,
  payload: Payload = {},
): Promise<ApiResult<z.output<C['response']>>> {
  const inQuery = call.method === 'GET' || call.method === 'DELETE'
  if (call.method === 'GET') {
    const initial = takeInitialData(requestKey(call.path, payload))
    if (initial !== undefined)
      return { ok: true, status: 200, statusText: 'OK', data: call.response.parse(initial) }
  }
  const query = inQuery ? toQueryString(payload) : ''
  const url = `${env.apiBaseUrl}/${call.path}${query ? `?${query}` : ''}`
  const headers: Record<string, string> = defaultHeaders({
    accessToken: readAccessToken(),
    brand: env.brandCode,
  })
  if (!inQuery) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body: inQuery ? undefined : JSON.stringify(payload),
    })
  } catch {
    return {
      ok: false,
      status: 0,
      statusText: '',
      data: { error: { message: MESSAGES.connectionFailed } },
    }
  }
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok)
    return {
      ok: false,
      status: response.status,
      statusText: response.statusText,
      data: body as { error: { message: string } },
    }
  return {
    ok: true,
    status: response.status,
    statusText: response.statusText,
    data: call.response.parse(body),
  }
}

/**
 * The general handler for failed calls (spec section 8): any status other than
 * 400 or 200 toasts 'Error {status}: {statusText}'; 401 clears local storage
 * and goes home; a data.error.message is shown as an error toast.
 */
export function handleApiError(result: ApiResult<unknown>) {
  if (result.status !== 400 && result.status !== 200 && result.status !== 0) {
    toast.error(`Error ${result.status}: ${result.statusText}`)
  }
  if (result.status === 401) {
    localStorage.clear()
    window.location.assign('/')
  }
  const message = errorMessage(result)
  if (message) toast.error(message)
}

/** For TanStack Query: the data of a successful call, or a thrown ApiError. */
export async function fetchCall<C extends ApiCall>(
  call: C,
  payload: Payload = {},
): Promise<z.output<C['response']>> {
  const result = await request(call, payload)
  if (!result.ok) throw new ApiError(result)
  return result.data as z.output<C['response']>
}
