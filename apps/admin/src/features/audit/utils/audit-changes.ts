const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value as a person reads it: lists joined, nothing as a dash, a record as its fields. */
export function readable(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  if (Array.isArray(value))
    return value.length === 0
      ? 'none'
      : value.map(readable).join(value.some(isRecord) ? '; ' : ', ')
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, field]) => `${key.replace(/_/g, ' ')}: ${readable(field)}`)
      .join(', ')
  return JSON.stringify(value)
}

/** The fields that changed, each as before → after; a creation or removal shows every field. */
export function diffOf(before: unknown, after: unknown) {
  const was = isRecord(before) ? before : before == null ? {} : { value: before }
  const now = isRecord(after) ? after : after == null ? {} : { value: after }
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])]
  return keys
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => ({
      field: key.replace(/_/g, ' '),
      before: key in was ? readable(was[key]) : null,
      after: key in now ? readable(now[key]) : null,
    }))
}
