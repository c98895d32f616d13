import { z } from 'zod'

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value)

/** Courier settings read by env.ts; without a SiCepat key the built-in simulator is used. */
export const CourierEnvShape = {
  SICEPAT_API_KEY: z.preprocess(blankAsUnset, z.string().trim().min(1).max(256).optional()),
  SICEPAT_BASE_URL: z.string().url().default('https://api.sicepat.com'),
  /** CSV of `kemendagri_district_code,sicepat_destination_code` from SiCepat's code list. */
  SICEPAT_DESTINATION_CODES: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  /** The simulator's waybills move this many times faster than real time (60: an hour a minute). */
  COURIER_TIME_SCALE: z.coerce.number().min(1).max(1_000_000).default(1),
}
