import { HowToPage } from '@/features/content/components/how-to-page'
import { ONLINE_DELIVERY } from '@/features/content/data/how-to-steps'

export function Component() {
  return (
    <HowToPage
      guide={ONLINE_DELIVERY}
      other={{ label: 'How Store Pickup Works', to: '/stores/pickup-on-store' }}
    />
  )
}
