import { Link } from 'react-router'
import { CheckIcon } from '@/components/ui/icons'
import { NoticePage } from '@/features/content/components/notice-page'

export function Component() {
  return (
    <NoticePage
      title="Payment Confirmation"
      notice={{
        title: 'No payment to confirm',
        icon: CheckIcon,
        text: 'Payment confirmations appear here after an online checkout, which opens soon. Questions about an order? Our customer service is happy to help.',
        actions: (
          <>
            <Link to="/faq" className="btn-outline">
              Help &amp; FAQ
            </Link>
            <Link to="/products" className="btn-primary">
              Continue Shopping
            </Link>
          </>
        ),
      }}
    />
  )
}
