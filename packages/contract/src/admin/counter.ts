import { z } from 'zod'
import { isStorableText } from '../common'
import { TrxStatusSchema } from '../order-status'
import { defineStaffCall } from './call'
import { ANY_STAFF } from './staff-roles'

/**
 * What the pick-up QR holds (decision 050): the order reference and its
 * pick-up code, so the counter finds the one order the code belongs to
 * (codes are 6 digits and may repeat across years) and checks both.
 */
export const PICKUP_QR_PREFIX = 'KAINARA-PICKUP'
export const pickupQrText = (trxRef: string, pickupCode: string) =>
  `${PICKUP_QR_PREFIX}:${trxRef}:${pickupCode}`

export interface PickupInput {
  /** The full reference (from the QR) or its first 8 characters (typed from ORDER #…). */
  ref: string | null
  code: string
}

const QR_TEXT = /^KAINARA-PICKUP:([2-9A-Z]{8}-\d{8}):(\d{6})$/
// 'ORDER #…' as the English shop and mails write it, 'PESANAN #…' as the Bahasa ones do.
const TYPED = /^(?:(?:ORDER|PESANAN)\s*)?#?\s*(?:([2-9A-Z]{8})(?:-\d{8})?[\s,:/-]+)?(\d{6})$/

/**
 * Reads a scanned QR or a typed code ('482913', 'ORDER #AB12CD34 482913',
 * 'PESANAN #AB12CD34 482913'); null when it is neither.
 */
export function readPickupInput(raw: string): PickupInput | null {
  const text = raw.trim().toUpperCase()
  const qr = QR_TEXT.exec(text)
  if (qr?.[1] && qr[2]) return { ref: qr[1], code: qr[2] }
  const typed = TYPED.exec(text)
  if (!typed?.[2]) return null
  return { ref: typed[1] ?? null, code: typed[2] }
}

export const COUNTER_MESSAGES = {
  unreadable:
    'Scan the QR in the buyer’s mail, or type the 6-digit pick-up code (with the order number if you have it).',
  noSuchCode: (code: string) =>
    `No pick-up has the code ${code}. Check the digits, or scan the QR in the buyer’s mail.`,
  noSuchOrder: (ref: string) =>
    `No pick-up order ${ref} was found. Check the order number, or scan the QR in the buyer’s mail.`,
  wrongCode: (ref: string) => `That is not the pick-up code of order ${ref}.`,
  sharedCode: (code: string) =>
    `More than one order waiting here has the code ${code}; type the order number with it (ORDER #…).`,
  otherShowroom: (ref: string, showroom: string) =>
    `Order ${ref} is to be collected at ${showroom}, not here. Send the buyer there.`,
  unpaid: (ref: string) => `Order ${ref} has not been paid yet, so it cannot be handed over.`,
  collected: (ref: string, when: string | null) =>
    `Order ${ref} has already been collected${when ? ` (${when})` : ''}.`,
  closed: (ref: string, status: string) =>
    `Order ${ref} is ${status}; there is nothing to hand over.`,
  notReady: (ref: string) =>
    `Order ${ref} is still being prepared; hand it over once it is Ready for Pick-up.`,
  handedOver: (ref: string, collector: string) => `Order ${ref} is handed over to ${collector}.`,
} as const

export const CounterCodeInputSchema = z.object({
  code: z
    .string({ error: COUNTER_MESSAGES.unreadable })
    .max(200, COUNTER_MESSAGES.unreadable)
    .refine(isStorableText, COUNTER_MESSAGES.unreadable)
    .refine((text) => readPickupInput(text) !== null, COUNTER_MESSAGES.unreadable),
})
export type CounterCodeInput = z.input<typeof CounterCodeInputSchema>

export const CounterOrderSchema = z.object({
  trx_ref: z.string(),
  status: TrxStatusSchema,
  buyer_name: z.string(),
  /** Whom to hand it to: the name given at checkout for the pick-up (the buyer's on older orders). */
  collector_name: z.string(),
  collector_phone: z.string().nullable(),
  showroom_name: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' WIB. */
  paid_at: z.string().nullable(),
  lines: z.array(
    z.object({
      product_name: z.string(),
      size_code: z.string(),
      qty: z.number().int(),
      image_url: z.string().nullable(),
    }),
  ),
})
export type CounterOrder = z.infer<typeof CounterOrderSchema>

// POST although it reads: the pick-up code stays out of URLs and request logs.
export const lookUpCounterOrder = defineStaffCall({
  method: 'POST',
  path: 'counter/lookup',
  payload: CounterCodeInputSchema,
  response: z.object({ data: CounterOrderSchema }),
  roles: ANY_STAFF,
  summary:
    'Find the pick-up a scanned QR or typed code belongs to, or say why it cannot be handed over',
})

export const handOverCounterOrder = defineStaffCall({
  method: 'POST',
  path: 'counter/hand-over',
  payload: CounterCodeInputSchema,
  response: z.object({ data: CounterOrderSchema, message: z.string() }),
  roles: ANY_STAFF,
  summary: 'Hand a ready pick-up to its buyer: the order becomes Completed',
})
