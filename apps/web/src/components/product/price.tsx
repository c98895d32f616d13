import { displayedDiscountPercent, finalPrice } from '@store/contract/pricing'
import type { DirectDiscount } from '@store/contract/catalog'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

interface PriceProps {
  retailPrice: number
  netPrice: number
  discount: DirectDiscount | null
  size?: 'sm' | 'lg'
}

export function usePrice({ retailPrice, netPrice, discount }: Omit<PriceProps, 'size'>) {
  const final = finalPrice(netPrice, discount)
  return {
    final,
    percent: displayedDiscountPercent(retailPrice, final),
    reduced: final !== retailPrice,
  }
}

/** Final price, and the retail price struck through when it differs (spec section 3). */
export function Price({ size = 'sm', ...props }: PriceProps) {
  const { final, percent, reduced } = usePrice(props)
  const rupiah = useRupiah()
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${size === 'lg' ? 'text-xl' : 'text-sm'}`}>
      <span className={reduced ? 'font-semibold text-sale' : 'font-medium'}>
        {reduced && <span className="sr-only">{m.sale_price()} </span>}
        {rupiah(final)}
      </span>
      {reduced && (
        <s className={`text-muted ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
          <span className="sr-only">{m.original_price()} </span>
          {rupiah(props.retailPrice)}
        </s>
      )}
      {reduced && percent > 0 && size === 'lg' && <DiscountBadge percent={percent} />}
    </p>
  )
}

export function DiscountBadge({
  percent,
  className = '',
}: {
  percent: number
  className?: string
}) {
  return (
    <span
      className={`bg-sale px-2 py-0.5 text-xs font-semibold tracking-wide text-white ${className}`}
    >
      <span className="sr-only">{m.discount()} </span>-{percent}%
    </span>
  )
}
