let initialData: Record<string, unknown> | null = null

function readOnce(): Record<string, unknown> {
  if (initialData) return initialData
  const element = document.getElementById('initial-data')
  try {
    initialData = element?.textContent
      ? (JSON.parse(element.textContent) as Record<string, unknown>)
      : {}
  } catch {
    initialData = {}
  }
  return initialData
}

/**
 * The answer the server already put in the page for this request, used once:
 * the first view renders without waiting for a second round trip.
 */
export function takeInitialData(key: string): unknown {
  const data = readOnce()
  if (!(key in data)) return undefined
  const value = data[key]
  delete data[key]
  return value
}
