import { LegalPage } from '@/features/content/components/legal-page'
import { TERMS_INTRO, TERMS_SECTIONS } from '@/features/content/data/terms'

export function Component() {
  return (
    <LegalPage
      kicker="Legal"
      title="Terms and Conditions"
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
      contentsLabel="Contents"
    />
  )
}
