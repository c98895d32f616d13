export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

/**
 * The query string of a GET call, with keys sorted and empty values dropped,
 * so the server can hand the page the exact answer the page is about to ask for.
 */
export function toQueryString(payload: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(payload).sort()) {
    const value = payload[key]
    if (value === undefined || value === null || value === '') continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return params.toString()
}

export function requestKey(path: string, payload: Record<string, QueryValue> = {}): string {
  const query = toQueryString(payload)
  return query ? `${path}?${query}` : path
}
