import { Tabs } from '@/components/ui/tabs'
import { MyReviews } from './my-reviews'
import { PendingReviews } from './pending-reviews'

/** /account/reviews: Pending Reviews (the active tab, spec section 2) and My Reviews. */
export function ReviewsPage() {
  return (
    <Tabs
      label="Reviews"
      items={[
        { id: 'pending', label: 'Pending Reviews', content: <PendingReviews /> },
        { id: 'mine', label: 'My Reviews', content: <MyReviews /> },
      ]}
    />
  )
}
