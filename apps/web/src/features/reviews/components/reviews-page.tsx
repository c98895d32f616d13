import { Tabs } from '@/components/ui/tabs'
import { MyReviews } from './my-reviews'
import { PendingReviews } from './pending-reviews'
import * as m from '#messages'

/** /account/reviews: Pending Reviews (the active tab, spec section 2) and My Reviews. */
export function ReviewsPage() {
  return (
    <Tabs
      label={m.reviews()}
      items={[
        { id: 'pending', label: m.pending_reviews(), content: <PendingReviews /> },
        { id: 'mine', label: m.my_reviews(), content: <MyReviews /> },
      ]}
    />
  )
}
