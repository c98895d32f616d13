import { HowToPage } from '@/features/content/components/how-to-page'
import { ONLINE_DELIVERY } from '#content/how-to-steps'
import * as w from '@store/contract/words'

export function Component() {
  return (
    <HowToPage
      guide={ONLINE_DELIVERY}
      other={{ label: w.page_pickup_on_store(), to: '/stores/pickup-on-store' }}
    />
  )
}
