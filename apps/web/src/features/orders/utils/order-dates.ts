const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/

/**
 * 'D MMM YYYY' (spec section 9) of the API's Jakarta date text, read as
 * written: the shopper sees the store's own calendar day wherever they are.
 */
export function formatOrderDate(value: string | null): string {
  const match = value ? PATTERN.exec(value) : null
  if (!match) return '-'
  const [, year, month, day] = match
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`
}

/** 'D MMM YYYY HH:mm' for tracking entries, which carry the courier's time. */
export function formatOrderDateTime(value: string | null): string {
  const match = value ? PATTERN.exec(value) : null
  if (!match) return '-'
  const [, , , , hour, minute] = match
  const date = formatOrderDate(value)
  return hour && minute ? `${date} ${hour}:${minute}` : date
}
