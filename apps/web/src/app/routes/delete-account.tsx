import { useState } from 'react'
import { PageHeading } from '@/components/ui/page-heading'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useRequireMember } from '@/features/account/api/use-require-member'
import { DeleteAccountForm } from '@/features/account/components/delete-account-form'
import * as m from '#messages'
import * as w from '@store/contract/words'

export function Component() {
  useDocumentTitle(w.page_delete_account())
  // Once deleted, the shopper is signed out but stays here until the 3-second redirect.
  const [deleted, setDeleted] = useState(false)
  const member = useRequireMember(!deleted)
  return (
    <main id="main">
      <PageHeading title={w.page_delete_account()} description={m.delete_account_intro()} />
      <div className="container-page mx-auto max-w-lg pb-20">
        {member || deleted ? (
          <DeleteAccountForm onDeleted={() => setDeleted(true)} />
        ) : (
          <Spinner label={w.loading()} />
        )}
      </div>
    </main>
  )
}
