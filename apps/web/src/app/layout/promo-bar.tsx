import { Link } from 'react-router'
import { MESSAGES } from '@store/contract/messages'

/** The strip above the header: 'GET OFFERS Up To 40% off', leading to the sale. */
export function PromoBar() {
  return (
    <div className="bg-ink text-cream">
      <p className="container-page py-2.5 text-center text-[11px] font-medium tracking-[0.22em]">
        <Link to="/products?sale=1" className="underline-offset-4 hover:underline">
          {MESSAGES.promoBar}
        </Link>
      </p>
    </div>
  )
}
