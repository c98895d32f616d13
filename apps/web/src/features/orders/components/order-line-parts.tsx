import type { OrderLine } from '@store/contract/orders'
import { orderLineUnitPrice } from '@store/contract/pricing'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

/** The order line rule's unit price, the retail price struck through when it differs (spec section 3). */
export function LinePrice({ line }: { line: OrderLine }) {
  const rupiah = useRupiah()
  const unit = orderLineUnitPrice(line)
  const reduced = unit !== line.retail_price
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={reduced ? 'font-semibold text-sale' : ''}>
        {reduced && <span className="sr-only">{m.sale_price()} </span>}
        {rupiah(unit)}
      </span>
      {reduced && (
        <s className="text-xs text-muted">
          <span className="sr-only">{m.original_price()} </span>
          {rupiah(line.retail_price)}
        </s>
      )}
    </span>
  )
}

export function LineImage({ line }: { line: OrderLine }) {
  const image = line.product_detail.product_images[0]
  return (
    <span className="block w-16 shrink-0 overflow-hidden bg-sand">
      {image && (
        <ResponsiveImage
          src={image.image_url}
          sizes="64px"
          alt=""
          width={128}
          height={160}
          className="aspect-[4/5] h-full w-full object-cover"
        />
      )}
    </span>
  )
}
