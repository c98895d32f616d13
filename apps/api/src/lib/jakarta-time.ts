/** Indonesia's western time zone (WIB) has no daylight saving: always UTC+7. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

const pad = (value: number) => String(value).padStart(2, '0')

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Jakarta: the API's dates (contract DateTimeSchema) and Faspay's. */
export function formatJakartaDateTime(date: Date): string {
  return `${formatJakartaMinute(date)}:${pad(new Date(date.getTime() + WIB_OFFSET_MS).getUTCSeconds())}`
}

/** 'YYYY-MM-DD HH:mm' in Asia/Jakarta, as the courier writes its history. */
export function formatJakartaMinute(date: Date): string {
  const wib = new Date(date.getTime() + WIB_OFFSET_MS)
  const day = `${wib.getUTCFullYear()}-${pad(wib.getUTCMonth() + 1)}-${pad(wib.getUTCDate())}`
  return `${day} ${pad(wib.getUTCHours())}:${pad(wib.getUTCMinutes())}`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '26 Nov 2026 13:47' in Asia/Jakarta: the spec's D MMM YYYY (section 9), with the time a shopper plans by. */
export function formatJakartaReadable(date: Date): string {
  const wib = new Date(date.getTime() + WIB_OFFSET_MS)
  const day = `${wib.getUTCDate()} ${MONTHS[wib.getUTCMonth()] ?? ''} ${wib.getUTCFullYear()}`
  return `${day} ${pad(wib.getUTCHours())}:${pad(wib.getUTCMinutes())}`
}

/** Reads 'YYYY-MM-DD HH:mm[:ss]' written in Asia/Jakarta; null when it is not such a date. */
export function parseJakartaDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim())
  if (!match) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0))
  const utc = Date.UTC(year, month - 1, day, hour, minute, second)
  const date = new Date(utc - WIB_OFFSET_MS)
  // Date.UTC rolls 2026-02-31 over to March; such a date is not a date.
  return formatJakartaMinute(date) === text.trim().slice(0, 16) ? date : null
}
