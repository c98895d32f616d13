import { z } from 'zod'

/** SiCepat's numbers arrive as numbers or numeric text. */
const numeric = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]).transform(Number)

const StatusSchema = z.object({
  code: numeric,
  description: z.string().default(''),
})

export const TariffAnswerSchema = z.object({
  sicepat: z.object({
    status: StatusSchema,
    results: z
      .array(
        z.object({
          service: z.string().min(1),
          description: z.string(),
          tariff: numeric.pipe(z.number().int().nonnegative()),
          etd: z.string(),
        }),
      )
      .optional(),
  }),
})

const HistoryEntrySchema = z.object({
  date_time: z.string(),
  status: z.string(),
  city: z.string().nullish(),
  receiver_name: z.string().nullish(),
})

export const WaybillAnswerSchema = z.object({
  sicepat: z.object({
    status: StatusSchema,
    result: z
      .object({
        waybill_number: z.string(),
        service: z.string().nullish(),
        sender: z.string().nullish(),
        sender_address: z.string().nullish(),
        receiver_address: z.string().nullish(),
        receiver_name: z.string().nullish(),
        POD_receiver: z.string().nullish(),
        POD_receiver_time: z.string().nullish(),
        track_history: z.array(HistoryEntrySchema),
        last_status: HistoryEntrySchema.nullish(),
      })
      .optional(),
  }),
})
export type WaybillAnswer = z.infer<typeof WaybillAnswerSchema>
