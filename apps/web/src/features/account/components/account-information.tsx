import { useQuery } from '@tanstack/react-query'
import { Spinner } from '@/components/ui/spinner'
import { profileQuery } from '@/api/account-calls'
import { NewsletterToggle } from './newsletter-toggle'
import { ProfileForm } from './profile-form'
import * as m from '#messages'
import * as w from '@store/contract/words'

export function AccountInformation() {
  const { data, isError, refetch } = useQuery(profileQuery())
  if (isError)
    return (
      <p className="text-sm text-muted">
        {m.profile_failed()}{' '}
        <button type="button" className="underline" onClick={() => void refetch()}>
          {m.retry()}
        </button>
      </p>
    )
  if (!data) return <Spinner label={w.loading()} />
  return (
    <div className="grid gap-10">
      {/* The key resets the form to the saved values after each reload. */}
      <ProfileForm key={JSON.stringify(data.data.profile)} profile={data.data.profile} />
      <NewsletterToggle subscribed={data.data.newsletter_subscription} />
    </div>
  )
}
