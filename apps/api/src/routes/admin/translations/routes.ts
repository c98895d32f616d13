import type { FastifyInstance } from 'fastify'
import { getMissingTranslations } from '@store/contract/admin/translations'
import type { MissingCounts } from '@store/contract/admin/translations'
import type { Locale } from '@store/contract/locale'
import type { Executor } from '@store/db/client'
import { registerCall } from '../../../lib/register-call'
import { countMissingTranslations } from '../../catalog/missing-translations.repository'

async function missingIn(db: Executor, language: Locale): Promise<MissingCounts> {
  const counts = await countMissingTranslations(db, language)
  return {
    products: counts.products,
    products_with_sizes: counts.productsWithSizes,
    categories: counts.categories,
    category_subs: counts.categorySubs,
    home_sections: counts.homeSections,
    image_sliders: counts.imageSliders,
    category_landings: counts.categoryLandings,
    settings: counts.settings,
  }
}

/** What is left to translate, for the back office's products screen (decision 072). */
export function translationRoutes(app: FastifyInstance) {
  registerCall(app, getMissingTranslations, async () => ({
    data: { id: await missingIn(app.db, 'id'), en: await missingIn(app.db, 'en') },
  }))
}
