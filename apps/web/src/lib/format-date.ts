const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * An API date ('YYYY-MM-DD HH:mm:ss', already in Jakarta time) as the spec
 * shows dates: 'D MMM YYYY' (section 9). The date part is read as written, so
 * the shopper's own time zone cannot move it to another day.
 */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !month) return value
  return `${Number(match[3])} ${month} ${match[1]}`
}
