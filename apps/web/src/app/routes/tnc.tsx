import { LegalPage } from '@/features/content/components/legal-page'
import { TERMS_INTRO, TERMS_SECTIONS } from '#content/terms'
import * as m from '#messages'
import * as w from '@store/contract/words'

export function Component() {
  return (
    <LegalPage
      kicker={m.legal()}
      title={w.page_tnc()}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
      contentsLabel={m.contents()}
    />
  )
}
