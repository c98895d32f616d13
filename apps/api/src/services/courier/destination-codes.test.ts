import { describe, expect, test } from 'vitest'
import { CourierError } from './courier'
import { parseDestinationCodes } from './destination-codes'

const bandung = { provinceId: 32, cityId: 3273, subdistrictId: 327301 }

describe('the SiCepat destination code table', () => {
  test('finds a district, else its regency, from the CSV of the courier code list', () => {
    const codes = parseDestinationCodes('kemendagri,sicepat\n327301,BDO10001\n3273,bdo10000\n\n')
    expect(codes.size).toBe(2)
    expect(codes.codeFor(bandung)).toBe('BDO10001')
    expect(codes.codeFor({ ...bandung, subdistrictId: 327302 })).toBe('BDO10000')
  })

  test('says which district is missing and which setting to fill', () => {
    const codes = parseDestinationCodes('3273,BDO10000')
    expect(() => codes.codeFor({ provinceId: 31, cityId: 3171, subdistrictId: 317101 })).toThrow(
      CourierError,
    )
  })

  test('refuses a malformed list at start-up rather than quoting wrong places later', () => {
    expect(() => parseDestinationCodes('32,BDO10000')).toThrow(/line 1/)
    expect(() => parseDestinationCodes('3273,BDO 10000')).toThrow(/not a SiCepat/)
  })
})
