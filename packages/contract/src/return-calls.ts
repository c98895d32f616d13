import { z } from 'zod'
import { defineCall } from './call'
import { DateTimeSchema } from './common'
import { OrderLinkSchema } from './order-link'
import { OrderTrackingSchema } from './orders'
import { ReturnRequestFieldsSchema, ReturnSchema, returnRules } from './returns'
import { ROUTES } from './routes'

/** What an order offers to return now: the window, each line's units left and sizes in stock, and its returns. */
export const ReturnOptionsSchema = z.object({
  /** Why nothing can be returned now (not received, window closed…), or null. */
  refusal: z.string().nullable(),
  window_closes_at: DateTimeSchema.nullable(),
  damage_closes_at: DateTimeSchema.nullable(),
  lines: z.array(
    z.object({
      line_id: z.number(),
      product_name: z.string(),
      size_code: z.string(),
      returnable: z.number(),
      /** Other sizes of the product the order's showroom holds now. */
      exchange_sizes: z.array(z.string()),
    }),
  ),
  returns: z.array(ReturnSchema),
})
export type ReturnOptions = z.infer<typeof ReturnOptionsSchema>

const orderId = z
  .number({ error: 'Name the order by its number.' })
  .int('Name the order by its number.')
  .positive('Name the order by its number.')

const requested = z.object({ data: z.object({ message: z.string(), return: ReturnSchema }) })

export const getMemberReturns = defineCall({
  ...ROUTES.getMemberReturns,
  payload: z.object({
    id: z.coerce.number({ error: 'Name the order by its number.' }).pipe(orderId),
  }),
  response: z.object({ data: ReturnOptionsSchema }),
  summary: "What one of the member's orders offers to return, and its returns",
})

export const requestMemberReturn = defineCall({
  ...ROUTES.requestMemberReturn,
  payload: ReturnRequestFieldsSchema.extend({ id: orderId }).superRefine(returnRules),
  response: requested,
  summary: 'Ask to return or exchange units of a received order; a repeated key makes one request',
})

export const getLinkedReturns = defineCall({
  ...ROUTES.getLinkedReturns,
  payload: OrderLinkSchema,
  response: z.object({ data: ReturnOptionsSchema }),
  summary: 'What the order a signed link opens offers to return, and its returns',
})

export const requestLinkedReturn = defineCall({
  ...ROUTES.requestLinkedReturn,
  payload: ReturnRequestFieldsSchema.extend(OrderLinkSchema.shape).superRefine(returnRules),
  response: requested,
  summary: 'A guest asks to return or exchange through the signed order link',
})

const returnRef = z
  .string({ error: 'Name the return by its reference, such as RT-7K2M9QXA.' })
  .trim()
  .regex(/^RT-[A-Z0-9]{8}$/, 'Name the return by its reference, such as RT-7K2M9QXA.')

const exchangeTracked = z.object({ data: z.object({ order_tracking: OrderTrackingSchema }) })

export const getMemberExchangeTracking = defineCall({
  ...ROUTES.getMemberExchangeTracking,
  payload: z.object({
    id: z.coerce.number({ error: 'Name the order by its number.' }).pipe(orderId),
    return_ref: returnRef,
  }),
  response: exchangeTracked,
  summary: "Fresh courier tracking of an exchange sent for one of the member's orders",
})

export const getLinkedExchangeTracking = defineCall({
  ...ROUTES.getLinkedExchangeTracking,
  payload: OrderLinkSchema.extend({ return_ref: returnRef }),
  response: exchangeTracked,
  summary: 'Fresh courier tracking of an exchange sent for the order a signed link opens',
})
