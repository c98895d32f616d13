import { Link } from 'react-router'
import { LegalPage } from '@/features/content/components/legal-page'
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '@/features/content/data/privacy-policy'
import * as w from '@store/contract/words'
import * as m from '#messages'

/** The policy is Indonesian in both languages (spec section 2); an English reading is linked. */
export function Component() {
  return (
    <LegalPage
      kicker={m.legal()}
      title={w.page_privacy_policy()}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
      lang="id"
      contentsLabel="Daftar isi"
      notice={
        <>
          {m.privacy_binding_note()}{' '}
          <Link to="/privacy-policy/english" className="underline underline-offset-4" hrefLang="en">
            {m.privacy_read_translation()}
          </Link>
        </>
      }
    />
  )
}
