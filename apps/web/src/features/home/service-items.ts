import { ClockIcon, GiftIcon, StoreIcon } from '@/components/ui/icons'
import type { ServiceBlurb } from '@/components/ui/service-blurbs'

/** The home page's three promises (spec section 2). */
export const HOME_SERVICES: readonly ServiceBlurb[] = [
  {
    icon: StoreIcon,
    title: 'Pick Up on Store',
    text: 'Order online and collect from a KAINARA showroom, ready from 1 hour after payment.',
  },
  {
    icon: ClockIcon,
    title: 'Fast Process',
    text: 'Every order is processed within our 1x24 hour guarantee.',
  },
  {
    icon: GiftIcon,
    title: 'Generous Offers',
    text: 'Seasonal offers of up to 40% off, all year round.',
  },
]
