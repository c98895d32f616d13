import * as m from '#messages'
import { Link } from 'react-router'
import type { Locale } from '@store/contract/locale'
import { useMissingTranslations } from '../api/get-missing-translations'
import { otherTextsMissing, productCount } from '../utils/translation-summary'

const LANGUAGE_NAMES: Record<Locale, string> = {
  id: m.language_bahasa(),
  en: m.language_english(),
}

/** The list of products still missing a text in `language`, archived ones too. */
export const missingListLink = (language: Locale) =>
  `/products?missing_translation=${language}&status=ALL`

/**
 * What is left to translate, above the products list: the products missing
 * a text in either language, each count a link to the filtered list, and the
 * shop's other texts still missing.
 */
export function TranslationProgress() {
  const { data } = useMissingTranslations()
  if (!data) return null
  const languages = (['id', 'en'] as const).filter((language) => data[language].products > 0)
  const others = otherTextsMissing(data.id)
  if (languages.length === 0 && !others) return null
  return (
    <section
      aria-labelledby="translation-progress"
      className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="translation-progress" className="font-semibold">
        {m.products_missing_heading()}
      </h2>
      <ul className="mt-1 flex flex-col gap-1">
        {languages.map((language) => (
          <li key={language}>
            <Link
              to={missingListLink(language)}
              className="font-medium underline underline-offset-2"
            >
              {productCount(data[language].products)}
            </Link>{' '}
            {m.products_still_without({ language: LANGUAGE_NAMES[language] })}
          </li>
        ))}
        {others && <li>{m.products_other_missing({ list: others })}</li>}
      </ul>
    </section>
  )
}
