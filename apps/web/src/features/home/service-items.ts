import { ClockIcon, GiftIcon, StoreIcon } from '@/components/ui/icons'
import type { ServiceBlurb } from '@/components/ui/service-blurbs'
import * as m from '#messages'

/** The home page's three promises (spec section 2). */
export const HOME_SERVICES: readonly ServiceBlurb[] = [
  {
    icon: StoreIcon,
    title: m.service_pickup_title(),
    text: m.service_pickup_text(),
  },
  {
    icon: ClockIcon,
    title: m.service_fast_title(),
    text: m.service_fast_text(),
  },
  {
    icon: GiftIcon,
    title: m.service_offers_title(),
    text: m.service_offers_text(),
  },
]
