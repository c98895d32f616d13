import { LegalPage } from '@/features/content/components/legal-page'
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '@/features/content/data/privacy-policy'

export function Component() {
  return (
    <LegalPage
      kicker="Legal"
      title="Kebijakan Privasi"
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
      lang="id"
      contentsLabel="Daftar isi"
    />
  )
}
