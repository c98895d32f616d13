// Asia/Jakarta (WIB) is UTC+7 all year: no daylight saving to account for.
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Jakarta, the API's date format (contract DateTimeSchema). */
export function formatJakartaDateTime(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}
