import { readFile } from 'node:fs/promises'
import { CourierError } from './courier'
import type { Destination } from './courier'

/**
 * SiCepat names destinations by its own codes ('BDO10000'), not by the
 * government's district codes the store keeps. This table is the seam: it is
 * filled from SiCepat's destination code list, which comes with the contract.
 */
export interface DestinationCodes {
  /** The courier's code for a district, else for its regency; throws when neither is known. */
  codeFor(destination: Destination): string
  readonly size: number
}

const CODE = /^[A-Z0-9]{3,16}$/

export function createDestinationCodes(
  entries: Iterable<readonly [kemendagriCode: number, courierCode: string]>,
): DestinationCodes {
  const codes = new Map<number, string>()
  for (const [region, code] of entries) {
    if (!CODE.test(code)) throw new Error(`'${code}' is not a SiCepat destination code`)
    codes.set(region, code)
  }
  return {
    size: codes.size,
    codeFor(destination) {
      const code = codes.get(destination.subdistrictId) ?? codes.get(destination.cityId)
      if (code) return code
      throw new CourierError(
        'no-route',
        `No SiCepat destination code for subdistrict ${destination.subdistrictId}: add it to the code list (SICEPAT_DESTINATION_CODES).`,
      )
    },
  }
}

/**
 * Reads `kemendagri_code,sicepat_code` lines (a header line and blank lines
 * are skipped). A district (6 digits) or a whole regency (4 digits) may be
 * listed; the district wins.
 */
export function parseDestinationCodes(csv: string): DestinationCodes {
  const entries: [number, string][] = []
  csv.split(/\r?\n/).forEach((line, index) => {
    const [region = '', code = ''] = line.split(',').map((cell) => cell.trim())
    if (!region || (index === 0 && !/^\d+$/.test(region))) return
    if (!/^\d{4}(\d{2})?$/.test(region)) {
      throw new Error(`line ${index + 1}: '${region}' is not a 4- or 6-digit Kemendagri code`)
    }
    entries.push([Number(region), code.toUpperCase()])
  })
  return createDestinationCodes(entries)
}

export async function loadDestinationCodes(path: string): Promise<DestinationCodes> {
  return parseDestinationCodes(await readFile(path, 'utf8'))
}
