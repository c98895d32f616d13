import type { ProductFieldsInput } from '@store/contract/admin/product-fields'

type FormSize = ProductFieldsInput['sizes'][number]

/** What the one-size code is called on the shop's size button, as the seeded catalogue names it. */
const ONE_SIZE: FormSize = {
  size_code: 'ALL',
  size_name: 'All Size',
  size_name_bahasa: 'Satu Ukuran',
  is_available: true,
}

const coded = (codes: readonly string[]): FormSize[] =>
  codes.map((code) => ({
    size_code: code,
    size_name: code,
    size_name_bahasa: '',
    is_available: true,
  }))

const numbered = (from: number, to: number, step: number) =>
  Array.from({ length: (to - from) / step + 1 }, (_, index) => String(from + index * step))

/**
 * The size runs a fashion shop puts in most (decision 084): letters for tops
 * and dresses, waists for trousers, shoe sizes, and one size for scarves,
 * hijabs and bags. A code reads the same in both languages, so only the one
 * size has a Bahasa name.
 */
export const SIZE_PRESETS: readonly { key: string; sizes: readonly FormSize[] }[] = [
  { key: 's-xl', sizes: coded(['S', 'M', 'L', 'XL']) },
  { key: 'xs-xxl', sizes: coded(['XS', 'S', 'M', 'L', 'XL', 'XXL']) },
  { key: 'waist', sizes: coded(numbered(28, 36, 2)) },
  { key: 'shoes', sizes: coded(numbered(36, 44, 1)) },
  { key: 'one', sizes: [ONE_SIZE] },
]

/** A run named by its ends, as sellers write it ('S–XL', '36–44'); null for the one size. */
export function runName(sizes: readonly FormSize[]): string | null {
  const [first] = sizes
  const last = sizes.at(-1)
  return first && last && first !== last ? `${first.size_code}–${last.size_code}` : null
}
