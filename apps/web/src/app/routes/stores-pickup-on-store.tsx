import { HowToPage } from '@/features/content/components/how-to-page'
import { PICKUP_ON_STORE } from '@/features/content/data/how-to-steps'

export function Component() {
  return (
    <HowToPage
      guide={PICKUP_ON_STORE}
      other={{ label: 'How Online Delivery Works', to: '/stores/online-delivery' }}
    />
  )
}
