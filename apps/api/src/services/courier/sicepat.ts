import type { z } from 'zod'
import { CourierError, billableKilograms, checkTariffQuery } from './courier'
import type { CourierService, WaybillTracking } from './courier'
import type { DestinationCodes } from './destination-codes'
import { TariffAnswerSchema, WaybillAnswerSchema } from './sicepat-answers'
import type { WaybillAnswer } from './sicepat-answers'

export interface SicepatOptions {
  apiKey: string
  baseUrl: string
  destinationCodes: DestinationCodes
  fetch?: typeof fetch
  timeoutMs?: number
}

type Fetch = typeof fetch

/** GETs a SiCepat path and reads its JSON, whatever the HTTP status (a 400 still has a body). */
async function getJson(options: SicepatOptions, path: string, query: Record<string, string>) {
  const url = new URL(path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  const doFetch: Fetch = options.fetch ?? fetch
  let response: Response
  try {
    response = await doFetch(url, {
      headers: { 'api-key': options.apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
  } catch (error) {
    throw new CourierError('unavailable', 'SiCepat could not be reached; please try again.', {
      cause: error,
    })
  }
  if (response.status === 401 || response.status === 403) {
    throw new CourierError('rejected', 'SiCepat refused the API key (SICEPAT_API_KEY).')
  }
  if (response.status >= 500) {
    throw new CourierError('unavailable', `SiCepat failed on its side (HTTP ${response.status}).`)
  }
  try {
    return await response.json()
  } catch (error) {
    throw new CourierError('bad-answer', `SiCepat answered HTTP ${response.status} without JSON.`, {
      cause: error,
    })
  }
}

function readAnswer<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const where = parsed.error.issues[0]?.path.join('.') || 'the answer'
  throw new CourierError(
    'bad-answer',
    `SiCepat's ${what} answer is not in the documented shape (${where}).`,
  )
}

function toTracking(result: NonNullable<WaybillAnswer['sicepat']['result']>): WaybillTracking {
  // Newest first; SiCepat lists oldest first. Same-minute entries keep their order reversed.
  const history = result.track_history
    .map((entry) => ({
      date_time: entry.date_time,
      status: entry.status,
      city: entry.city ?? null,
      receiver_name: entry.receiver_name ?? null,
    }))
    .reverse()
    .sort((a, b) => b.date_time.localeCompare(a.date_time))
  const last = result.last_status ?? history[0]
  if (!last) throw new CourierError('bad-answer', 'SiCepat answered a waybill without any status.')
  return {
    sender_address: result.sender_address ?? result.sender ?? '',
    receiver_address: result.receiver_address ?? '',
    receiver_name: result.receiver_name ?? result.POD_receiver ?? '',
    last_status: {
      status: last.status,
      date_time: last.date_time,
      receiver_name: last.receiver_name ?? null,
    },
    track_history: history,
  }
}

/** The real courier: SiCepat's customer API with the shop's api-key. */
export function createSicepatCourier(options: SicepatOptions): CourierService {
  return {
    name: 'sicepat',
    async quoteTariffs(query) {
      checkTariffQuery(query)
      const body = await getJson(options, 'customer/tariff', {
        origin: query.originHub,
        destination: options.destinationCodes.codeFor(query.destination),
        weight: String(billableKilograms(query.weightGrams)),
      })
      const { status, results } = readAnswer(TariffAnswerSchema, body, 'tariff').sicepat
      if (status.code !== 200) {
        throw new CourierError(
          'no-route',
          `SiCepat gave no tariff: ${status.description || status.code}.`,
        )
      }
      return results ?? []
    },
    bookWaybill() {
      return Promise.reject(
        new CourierError(
          'manual-booking',
          'SiCepat pick-ups are booked in the SiCepat partner portal: enter the waybill number on the order.',
        ),
      )
    },
    // SiCepat publishes no call to cancel a waybill: staff cancel it in the partner portal.
    cancelWaybill(noResi) {
      return Promise.reject(
        new CourierError(
          'manual-cancel',
          `SiCepat waybills are cancelled in the SiCepat partner portal: cancel waybill ${noResi} there, then cancel the order here saying it is done.`,
        ),
      )
    },
    async trackWaybill(noResi) {
      const waybill = noResi.trim()
      if (!/^[A-Za-z0-9]{6,30}$/.test(waybill)) {
        throw new CourierError('bad-request', `'${noResi}' is not a waybill number.`)
      }
      const body = await getJson(options, 'customer/waybill', { waybill })
      const { status, result } = readAnswer(WaybillAnswerSchema, body, 'waybill').sicepat
      if (status.code === 400 || (status.code === 200 && !result)) {
        throw new CourierError('not-found', status.description || "Can't get waybill from database")
      }
      if (status.code !== 200 || !result) {
        throw new CourierError(
          'bad-answer',
          `SiCepat could not track the waybill: ${status.description}.`,
        )
      }
      return toTracking(result)
    },
  }
}
