/** What one search box's text can be, read once so the query holds only equalities. */
export interface SearchTerms {
  text: string
  /** References, order numbers and waybills are kept in upper case. */
  upper: string
  /** The 8 characters a shopper sees as 'ORDER #XXXXXXXX' (decision 028). */
  refPrefix: string | null
  pickupCode: string | null
  email: string | null
  /** The ways a phone number is written: 0812…, +62812…, 62812…. */
  phones: string[]
}

const REF_PREFIX = /^#?([2-9A-HJ-NP-Z]{8})$/
const PHONE = /^\+?[\d\s().-]{6,24}$/

function phoneVariants(text: string): string[] {
  if (!PHONE.test(text)) return []
  const digits = text.replace(/\D/g, '')
  const national = digits.startsWith('62')
    ? digits.slice(2)
    : digits.startsWith('0')
      ? digits.slice(1)
      : digits
  if (national.length < 6) return []
  return [...new Set([`0${national}`, `+62${national}`, `62${national}`, text])]
}

export function readSearch(query: string | undefined): SearchTerms | undefined {
  const text = query?.trim()
  if (!text) return undefined
  const upper = text.toUpperCase()
  return {
    text,
    upper,
    refPrefix: REF_PREFIX.exec(upper)?.[1] ?? null,
    pickupCode: /^\d{6}$/.test(text) ? text : null,
    email: text.includes('@') ? text.toLowerCase() : null,
    phones: phoneVariants(text),
  }
}
