import { asc, count, inArray, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '@store/db/client'
import {
  missingTranslation,
  sizeMissingTranslation,
  TRANSLATED_FIELDS,
} from '@store/db/catalog/translatable-fields'
import {
  categories,
  categoryLandings,
  categorySubs,
  homeSections,
  imageSliders,
  products,
  productSizes,
  settings,
} from '@store/db/schema'
import type { LandingTextsBahasa } from '@store/db/schema'
import { bahasaSettingKey, PROMO_BAR_SETTING } from '@store/contract/home'
import type { Locale } from '@store/contract/locale'

/** What is still to translate into `language`, for the back office's counts. */
export interface MissingTranslations {
  /** Products with a name, description or colour missing. */
  products: number
  /** Products with a worded size name ('All Size') missing. */
  productsWithSizes: number
  categories: number
  categorySubs: number
  homeSections: number
  imageSliders: number
  categoryLandings: number
  /** Shop-wide texts in settings (hashtag gallery, promo bar). */
  settings: number
}

/** Products missing a text in `language`: add it to a product list's filters to find them. */
export const productMissingTranslation = (language: Locale): SQL =>
  missingTranslation(TRANSLATED_FIELDS.products, language)

async function countWhere(db: Executor, table: PgTable, where: SQL) {
  const [row] = await db.select({ value: count() }).from(table).where(where)
  return row?.value ?? 0
}

function landingMissing(
  content: { title: string; promoRows: unknown[] },
  bahasa: LandingTextsBahasa | null,
) {
  const rows = bahasa?.promoRows ?? []
  return (
    !bahasa?.title ||
    content.promoRows.some((_row, index) => !rows[index]?.title || !rows[index]?.subtitle)
  )
}

const SETTING_TEXTS = ['HASHTAG_SECTION_DESC', PROMO_BAR_SETTING]

/**
 * How many products and shop pages still lack a text in Bahasa Indonesia
 * (or, given 'en', in English). Only Bahasa is ever missing in practice: the
 * English columns are required, and a landing's texts are always English first.
 */
export async function countMissingTranslations(
  db: Executor,
  language: Locale = 'id',
): Promise<MissingTranslations> {
  const [landings, settingRows] = [
    await db.select().from(categoryLandings),
    await db
      .select()
      .from(settings)
      .where(inArray(settings.key, [...SETTING_TEXTS, ...SETTING_TEXTS.map(bahasaSettingKey)])),
  ]
  const has = (key: string) => settingRows.some((row) => row.key === key && row.value !== '')
  const sized = await db
    .select({ value: sql<number>`count(distinct ${productSizes.productId})::int` })
    .from(productSizes)
    .where(sizeMissingTranslation(language))
  return {
    products: await countWhere(db, products, productMissingTranslation(language)),
    productsWithSizes: Number(sized[0]?.value ?? 0),
    categories: await countWhere(
      db,
      categories,
      missingTranslation(TRANSLATED_FIELDS.categories, language),
    ),
    categorySubs: await countWhere(
      db,
      categorySubs,
      missingTranslation(TRANSLATED_FIELDS.categorySubs, language),
    ),
    homeSections: await countWhere(
      db,
      homeSections,
      missingTranslation(TRANSLATED_FIELDS.homeSections, language),
    ),
    imageSliders: await countWhere(
      db,
      imageSliders,
      missingTranslation(TRANSLATED_FIELDS.imageSliders, language),
    ),
    categoryLandings:
      language === 'id'
        ? landings.filter((landing) => landingMissing(landing.content, landing.contentBahasa))
            .length
        : 0,
    settings: SETTING_TEXTS.filter((key) => {
      const [own, other] =
        language === 'id' ? [bahasaSettingKey(key), key] : [key, bahasaSettingKey(key)]
      return !has(own) && has(other)
    }).length,
  }
}

/** A page of the products, active or not, still missing a text in `language`, oldest first. */
export async function listProductsMissingTranslation(
  db: Executor,
  language: Locale,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: products.id,
      productCode: products.productCode,
      productName: products.productName,
    })
    .from(products)
    .where(productMissingTranslation(language))
    .orderBy(asc(products.id))
    .limit(page.limit)
    .offset(page.offset)
}
