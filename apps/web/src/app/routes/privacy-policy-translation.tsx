import { Link } from 'react-router'
import { LegalPage } from '@/features/content/components/legal-page'
import {
  PRIVACY_INTRO_ENGLISH,
  PRIVACY_SECTIONS_ENGLISH,
  PRIVACY_TITLE_ENGLISH,
} from '@/features/content/data/privacy-policy-english'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import * as w from '@store/contract/words'
import * as m from '#messages'

/** An English reading of the privacy policy, marked as such: the Indonesian text binds. */
export function Component() {
  useDocumentTitle(w.page_privacy_translation())
  return (
    <LegalPage
      kicker={m.translation()}
      title={PRIVACY_TITLE_ENGLISH}
      intro={PRIVACY_INTRO_ENGLISH}
      sections={PRIVACY_SECTIONS_ENGLISH}
      lang="en"
      contentsLabel={m.contents()}
      notice={
        <>
          {m.privacy_translation_note()}{' '}
          <Link to="/privacy-policy" className="underline underline-offset-4" hrefLang="id">
            {m.privacy_read_binding()}
          </Link>
        </>
      }
    />
  )
}
