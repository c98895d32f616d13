import { Link } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { useSiteHeader } from '@/api/get-site-header'

/** The strip above the header: the owner's text ('GET OFFERS Up To 40% off' by default), leading to the sale. */
export function PromoBar() {
  const { data } = useSiteHeader()
  return (
    <div className="bg-ink text-cream" data-testid="promo-bar">
      <p className="container-page py-2.5 text-center text-[11px] font-medium tracking-[0.22em]">
        <Link to="/products?sale=1" className="underline-offset-4 hover:underline">
          {data?.promo_bar_text ?? MESSAGES.promoBar}
        </Link>
      </p>
    </div>
  )
}
