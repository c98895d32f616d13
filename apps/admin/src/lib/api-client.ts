import type { z } from 'zod'
import * as m from '#messages'
import type { ApiCall } from '@store/contract/call'
import { MESSAGES } from '@store/contract/messages'
import { env } from '@/env'

export const CONNECTION_FAILED = MESSAGES.connectionFailed

/** A refused or failed call, with the server's own message. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

type Listener = () => void
const signedOutListeners = new Set<Listener>()
/** Called when any call answers 401: the session is gone (expired, revoked, signed out elsewhere). */
export function onSignedOut(listener: Listener): () => void {
  signedOutListeners.add(listener)
  return () => {
    signedOutListeners.delete(listener)
  }
}

export type PayloadOf<C extends ApiCall> = z.input<C['payload']>
export type AnswerOf<C extends ApiCall> = z.output<C['response']>

/**
 * The address of an API path (a contract call's `path`) with its query: blank values
 * are left out, a list repeats its key. Downloads (CSV, JSON) are plain links to it.
 */
export function apiUrl(path: string, query: object = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.set(key, String(value as string | number | boolean))
  }
  const text = params.toString()
  return `${env.apiBaseUrl}/${path}${text ? `?${text}` : ''}`
}

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

export function errorMessageOf(answer: unknown, status: number, statusText: string): string {
  const message = (answer as { error?: { message?: unknown } } | null)?.error?.message
  return typeof message === 'string' ? message : m.error_status({ status, statusText })
}

/**
 * One back-office call of the contract. The session is the HttpOnly cookie the
 * browser sends by itself; answers are not parsed again here, the server
 * serialises them through the same schema.
 */
export async function callApi<C extends ApiCall>(
  call: C,
  payload: PayloadOf<C>,
  init: { signal?: AbortSignal } = {},
): Promise<AnswerOf<C>> {
  const inQuery = call.method === 'GET' || call.method === 'DELETE'
  const url = apiUrl(call.path, inQuery ? (payload as object) : {})
  let response: Response
  try {
    response = await fetch(url, {
      method: call.method,
      credentials: 'same-origin',
      // The API answers its messages in the back office's language (docs/decisions/071).
      headers: {
        'accept-language': env.locale,
        ...(inQuery ? {} : { 'content-type': 'application/json' }),
      },
      body: inQuery ? undefined : JSON.stringify(payload ?? {}),
      signal: init.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new AdminApiError(0, CONNECTION_FAILED)
  }
  const answer = await readAnswer(response)
  if (!response.ok) {
    if (response.status === 401 && !call.path.endsWith('auth/sign-in'))
      for (const listener of signedOutListeners) listener()
    throw new AdminApiError(
      response.status,
      errorMessageOf(answer, response.status, response.statusText),
    )
  }
  return answer as AnswerOf<C>
}
