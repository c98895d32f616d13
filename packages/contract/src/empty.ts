/**
 * The emptiness rule of spec section 5: undefined, null, false, 0, '' and '0'
 * are empty, and so is an object (or array) with no own properties.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true
  if (value === 0 || value === '' || value === '0') return true
  if (typeof value === 'number' && Number.isNaN(value)) return true
  if (typeof value === 'object') return Object.keys(value).length === 0
  return false
}
