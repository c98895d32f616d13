import { useLocation } from 'react-router'
import type { Locale } from '@store/contract/locale'
import { LOCALE } from '@/i18n/locale'
import { languageSwitchHref, switchLanguage } from '@/i18n/language-choice'
import { useAppState } from '@/stores/app-state'
import * as m from '#messages'

const OTHER: Locale = LOCALE === 'en' ? 'id' : 'en'

/**
 * The way to the other language, on any page: 'ID' in English, 'EN' in
 * Bahasa (or the language's name in the mobile menu), named in that language.
 */
export function LanguageSwitch({
  full = false,
  className = '',
}: {
  full?: boolean
  className?: string
}) {
  const { pathname, search, hash } = useLocation()
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const next = `${pathname}${search}${hash}`
  return (
    <a
      href={languageSwitchHref(OTHER, next)}
      rel="nofollow"
      hrefLang={OTHER}
      lang={OTHER}
      data-testid="language-switch"
      onClick={(event) => {
        event.preventDefault()
        void switchLanguage(OTHER, next, isSignedIn)
      }}
      className={className}
    >
      {full ? (
        m.other_language_name()
      ) : (
        <>
          {m.other_language_code()}
          <span className="sr-only"> {m.other_language_name()}</span>
        </>
      )}
    </a>
  )
}
