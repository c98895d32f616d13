import { useState } from 'react'
import { PageHeading } from '@/components/ui/page-heading'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useRequireMember } from '@/features/account/api/use-require-member'
import { DeleteAccountForm } from '@/features/account/components/delete-account-form'

export function Component() {
  useDocumentTitle('Delete Account')
  // Once deleted, the shopper is signed out but stays here until the 3-second redirect.
  const [deleted, setDeleted] = useState(false)
  const member = useRequireMember(!deleted)
  return (
    <main id="main">
      <PageHeading
        title="Delete Account"
        description="Deleting your account removes your profile, addresses, wishlist and notifications for good. Orders stay on record without your name. It cannot be undone."
      />
      <div className="container-page mx-auto max-w-lg pb-20">
        {member || deleted ? (
          <DeleteAccountForm onDeleted={() => setDeleted(true)} />
        ) : (
          <Spinner label="Loading.." />
        )}
      </div>
    </main>
  )
}
