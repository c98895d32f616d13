import type { CsvChange, CsvConflict } from '@store/contract/admin/catalogue-csv-changes'
import { DISCOUNT_KEYS, PRODUCT_KEYS, fileProductTexts } from './cell-texts'
import type { ProductKey } from './cell-texts'
import type { ProductImport } from './check-rows'
import type { ProductFields } from './product-fields'
import { ZIP_PHOTO } from './product-fields'
import { planSizes } from './diff-sizes'
import type { PlannedSize } from './diff-sizes'
import type { StoreProduct } from './store-now.repository'
import { verdictOf } from './verdict'

/** A product as the import will write it: only what differs from the store now. */
export interface PlannedProduct {
  code: string
  line: number
  /** null for a product the import creates. */
  id: number | null
  fields: Partial<ProductFields>
  sizes: PlannedSize[]
}

export interface ImportDiff {
  plan: PlannedProduct[]
  changes: CsvChange[]
  conflicts: CsvConflict[]
}

/** The product fields each cell of the file writes. */
const FIELDS_OF: Record<ProductKey, (keyof ProductFields)[]> = {
  product_name: ['name'],
  product_name_bahasa: ['nameBahasa'],
  category_sub_id: ['categorySubId', 'categoryId'],
  sub_group_id: ['subGroupId', 'groupId'],
  colour: ['colour'],
  colour_bahasa: ['colourBahasa'],
  short_description: ['shortDescription'],
  short_description_bahasa: ['shortDescriptionBahasa'],
  detailed_description: ['detailedDescription'],
  detailed_description_bahasa: ['detailedDescriptionBahasa'],
  retail_price: ['retailPrice'],
  net_price: ['netPrice'],
  disc_percent: ['discPercent', 'discNominal', 'discStartsAt', 'discEndsAt'],
  disc_nominal: [],
  disc_starts_at: [],
  disc_ends_at: [],
  weight_grams: ['weightGrams'],
  status: ['status'],
  photos: ['photos'],
}

/** The cells a product's fields are judged by: each alone, the discount's four together. */
const GROUPS: (readonly ProductKey[])[] = [
  ...PRODUCT_KEYS.filter((key) => !(DISCOUNT_KEYS as readonly string[]).includes(key)).map(
    (key) => [key],
  ),
  DISCOUNT_KEYS,
]

/**
 * Compares a checked file with the store now (decision 101): what it will
 * change, cell by cell, and the cells changed on both sides since the
 * export, which are refused unless the owner chose to overwrite them.
 */
export function diffImport(
  products: ProductImport[],
  store: Map<string, StoreProduct>,
  overwrite: boolean,
): ImportDiff {
  const changes: CsvChange[] = []
  const conflicts: CsvConflict[] = []
  const plan = products.map((product): PlannedProduct => {
    const now = store.get(product.code.toUpperCase())
    const base = { code: product.code, line: product.line }
    if (!now) {
      changes.push({
        line: product.line,
        product_code: product.code,
        size_code: null,
        field: 'product',
        before: '',
        after: product.fields.name ?? '',
      })
      return {
        ...base,
        id: null,
        fields: product.fields,
        sizes: planSizes(product, undefined, overwrite, changes, conflicts),
      }
    }
    const texts = fileProductTexts(product.fields)
    const fields: Partial<ProductFields> = {}
    for (const keys of GROUPS) {
      const file = keys.map((key) => texts[key])
      if (file.some((text) => text === undefined)) continue
      const given = file as string[]
      const held = keys.map((key) => now.texts[key])
      const newPhotos =
        keys[0] === 'photos' &&
        (product.fields.photos ?? []).some((photo) => photo.startsWith(ZIP_PHOTO))
      const verdict = newPhotos
        ? 'change'
        : verdictOf(keys, given, held, product.revision, overwrite)
      if (verdict === 'same' || verdict === 'keep') continue
      keys.forEach((key, index) => {
        const before = held[index] ?? ''
        const after = given[index] ?? ''
        if (before === after && !newPhotos) return
        const where = {
          line: product.line,
          product_code: product.code,
          size_code: null,
          field: key,
        }
        if (verdict === 'conflict') conflicts.push({ ...where, store: before, file: after })
        else changes.push({ ...where, before, after })
      })
      for (const key of keys)
        for (const field of FIELDS_OF[key])
          Object.assign(fields, { [field]: product.fields[field] })
    }
    return {
      ...base,
      id: now.id,
      fields,
      sizes: planSizes(product, now, overwrite, changes, conflicts),
    }
  })
  return { plan, changes, conflicts }
}
