import { Link } from 'react-router'
import { UserIcon } from '@/components/ui/icons'
import { CONTACT } from '@/features/content/contact-details'
import { NoticePage } from '@/features/content/components/notice-page'

export function Component() {
  return (
    <NoticePage
      title="Delete Account"
      description="Deleting your account removes your profile, addresses and wishlist for good. It cannot be undone."
      notice={{
        title: 'Self-service deletion opens soon',
        icon: UserIcon,
        text: `Members will be able to delete their account here by confirming their e-mail address and password. Need help now? Chat with customer service, ${CONTACT.customerServiceHours}.`,
        actions: (
          <>
            <a
              href={CONTACT.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-outline"
            >
              Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Link to="/" className="btn-primary">
              Back to Home
            </Link>
          </>
        ),
      }}
    />
  )
}
