import * as m from '#messages'

/**
 * SiCepat's status codes (external-services.md) in the page's language. English
 * keeps the code the spec shows in brackets; Bahasa names it in words.
 */
const COURIER_STATUS = new Map<string, () => string>([
  ['PICKREQ', m.tracking_status_pickreq],
  ['PICK', m.tracking_status_pick],
  ['IN', m.tracking_status_in],
  ['OUT', m.tracking_status_out],
  ['ANT', m.tracking_status_ant],
  ['DELIVERED', m.tracking_status_delivered],
  ['UNPICK', m.tracking_status_unpick],
  ['CANCEL', m.tracking_status_cancel],
])

/** A code the courier adds later is shown as it was sent, rather than hidden. */
export function courierStatusName(code: string): string {
  const name = COURIER_STATUS.get(code.toUpperCase())
  return name ? name() : code
}
