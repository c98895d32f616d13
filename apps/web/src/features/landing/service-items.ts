import { ClockIcon, StoreIcon, TagIcon } from '@/components/ui/icons'
import type { ServiceBlurb } from '@/components/ui/service-blurbs'
import * as m from '#messages'

/** The category landing's three promises (spec section 2). */
export const LANDING_SERVICES: readonly ServiceBlurb[] = [
  {
    icon: StoreIcon,
    title: m.store_pickup_title(),
    text: m.landing_pickup_text(),
  },
  {
    icon: ClockIcon,
    title: m.landing_process_title(),
    text: m.landing_process_text(),
  },
  {
    icon: TagIcon,
    title: m.landing_promo_title(),
    text: m.landing_promo_text(),
  },
]
