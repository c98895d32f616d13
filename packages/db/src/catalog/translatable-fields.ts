import { or, sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import type { Locale } from '@store/contract/locale'
import {
  categories,
  categorySubs,
  homeSections,
  imageSliders,
  products,
  productSizes,
} from '../schema'

/** A text shoppers read, as its English and Bahasa columns. */
export interface TranslatedField {
  english: AnyColumn
  bahasa: AnyColumn
}

const field = (english: AnyColumn, bahasa: AnyColumn): TranslatedField => ({ english, bahasa })

/**
 * Every translatable column pair, by table (decision 069): what the editing
 * screens show side by side and the catalogue file carries a column of per
 * language. Landing texts live in one JSON value per language
 * (category_landings.content and content_bahasa), and the hashtag and promo
 * bar texts in settings under `bahasaSettingKey`.
 */
export const TRANSLATED_FIELDS = {
  products: [
    field(products.productName, products.productNameBahasa),
    field(products.shortDescription, products.shortDescriptionBahasa),
    field(products.detailedDescription, products.detailedDescriptionBahasa),
    field(products.colour, products.colourBahasa),
  ],
  categories: [
    field(categories.name, categories.nameBahasa),
    field(categories.coverText, categories.coverTextBahasa),
  ],
  categorySubs: [
    field(categorySubs.name, categorySubs.nameBahasa),
    field(categorySubs.coverText, categorySubs.coverTextBahasa),
  ],
  homeSections: [
    field(homeSections.titleLines, homeSections.titleLinesBahasa),
    field(homeSections.subtitle, homeSections.subtitleBahasa),
    field(homeSections.buttonText, homeSections.buttonTextBahasa),
  ],
  imageSliders: [field(imageSliders.title, imageSliders.titleBahasa)],
} satisfies Record<string, TranslatedField[]>

const blank = (column: AnyColumn): SQL =>
  column.dataType === 'json'
    ? sql`(${column} is null or jsonb_typeof(${column}) <> 'array' or jsonb_array_length(${column}) = 0)`
    : sql`coalesce(${column}, '') = ''`

/**
 * A row with a text missing in `language` while the other language has it:
 * the filter that finds what is left to translate. A text blank in both (a
 * section without a button) is not missing.
 */
export function missingTranslation(fields: TranslatedField[], language: Locale): SQL {
  const conditions = fields.map(({ english, bahasa }) => {
    const [own, other] = language === 'id' ? [bahasa, english] : [english, bahasa]
    return sql`(${blank(own)} and not ${blank(other)})`
  })
  return or(...conditions) as SQL
}

/** Sizes whose name is a word ('All Size') missing in `language`; a code reads the same in both. */
export const sizeMissingTranslation = (language: Locale): SQL =>
  sql`${productSizes.sizeName} <> ${productSizes.sizeCode} and ${missingTranslation(
    [field(productSizes.sizeName, productSizes.sizeNameBahasa)],
    language,
  )}`
