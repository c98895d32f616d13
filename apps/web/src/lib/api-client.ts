import type { z } from 'zod'
import type { API_CALLS } from '@store/contract/calls'
import { defaultHeaders } from '@store/contract/headers'
import { MESSAGES } from '@store/contract/messages'
import { requestKey, toQueryString } from '@store/contract/request-key'
import type { QueryValue } from '@store/contract/request-key'
import { ROUTES } from '@store/contract/routes'
import type { RouteName } from '@store/contract/routes'
import { env } from '@/env'
import { LOCALE, localHref } from '@/i18n/locale'
import * as m from '#messages'
import type { PayloadArg } from './api-payload'
import { takeInitialData } from './initial-data'
import { readAccessToken } from './storage'
import { toast } from './toast'

type Calls = typeof API_CALLS
/** What a call answers on success, as its contract schema describes it. */
export type ResponseOf<K extends RouteName> = z.output<Calls[K]['response']>
export interface ApiResult<T> {
  ok: boolean
  status: number
  statusText: string
  data: T | { error: { message: string } }
}

export class ApiError extends Error {
  constructor(readonly result: ApiResult<unknown>) {
    super(
      errorMessage(result) ?? m.error_status({ status: result.status, text: result.statusText }),
    )
  }
  get status() {
    return this.result.status
  }
}

function errorMessage(result: ApiResult<unknown>): string | undefined {
  const data = result.data as { error?: { message?: unknown } } | null
  return typeof data?.error?.message === 'string' ? data.error.message : undefined
}

/** The answer the server put in the page for this GET, if any (used once). */
export function initialAnswer<K extends RouteName>(
  name: K,
  ...[payload]: PayloadArg<K>
): ResponseOf<K> | undefined {
  return takeInitialData(requestKey(ROUTES[name].path, queryValues(payload))) as
    ResponseOf<K> | undefined
}

/** A GET's payload as query values: the contract's payload fields are all of these kinds. */
const queryValues = (payload: object = {}) => payload as Record<string, QueryValue>

/** The status text of the synthetic status 0 result, so its 'Error 0: …' toast reads as a sentence. */
export const NO_RESPONSE = m.no_response()

/**
 * One request of spec section 7: default headers, GET/DELETE payload as query
 * parameters, POST/PUT as a JSON body. No answer at all becomes the synthetic
 * status 0 result of spec section 8. Answers are not parsed again here: the
 * server serialises every answer through the contract's schema
 * (docs/decisions/005-web-bundle-budget.md).
 */
export async function request<K extends RouteName>(
  name: K,
  ...[payload]: PayloadArg<K>
): Promise<ApiResult<ResponseOf<K>>> {
  const route = ROUTES[name]
  const inQuery = route.method === 'GET' || route.method === 'DELETE'
  if (route.method === 'GET') {
    const initial = takeInitialData(requestKey(route.path, queryValues(payload))) as
      ResponseOf<K> | undefined
    if (initial !== undefined) return { ok: true, status: 200, statusText: 'OK', data: initial }
  }
  const query = inQuery ? toQueryString(queryValues(payload)) : ''
  const url = `${env.apiBaseUrl}/${route.path}${query ? `?${query}` : ''}`
  const headers: Record<string, string> = defaultHeaders({
    accessToken: readAccessToken(),
    brand: env.brandCode,
    locale: LOCALE,
  })
  if (!inQuery) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body: inQuery ? undefined : JSON.stringify(payload ?? {}),
    })
  } catch {
    return {
      ok: false,
      status: 0,
      statusText: NO_RESPONSE,
      data: { error: { message: MESSAGES.connectionFailed } },
    }
  }
  const body: unknown = await response.json().catch(() => null)
  return {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    data: body as ResponseOf<K>,
  }
}

/**
 * The general handler for failed calls (spec section 8): any status other than
 * 400 or 200, status 0 included, toasts 'Error {status}: {statusText}'; 401
 * clears local storage and goes home; a data.error.message (for status 0 the
 * connection message) is shown as an error toast.
 */
export function handleApiError(result: ApiResult<unknown>) {
  if (result.status !== 400 && result.status !== 200) {
    toast.error(m.error_status({ status: result.status, text: result.statusText }))
  }
  if (result.status === 401) {
    localStorage.clear()
    window.location.assign(localHref('/'))
  }
  const message = errorMessage(result)
  if (message) toast.error(message)
}

/** For TanStack Query: the data of a successful call, or a thrown ApiError. */
export async function fetchCall<K extends RouteName>(
  name: K,
  ...payload: PayloadArg<K>
): Promise<ResponseOf<K>> {
  const result = await request(name, ...payload)
  if (!result.ok) throw new ApiError(result)
  return result.data as ResponseOf<K>
}
