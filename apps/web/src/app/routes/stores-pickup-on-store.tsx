import { HowToPage } from '@/features/content/components/how-to-page'
import { PICKUP_ON_STORE } from '#content/how-to-steps'
import * as w from '@store/contract/words'

export function Component() {
  return (
    <HowToPage
      guide={PICKUP_ON_STORE}
      other={{ label: w.page_online_delivery(), to: '/stores/online-delivery' }}
    />
  )
}
