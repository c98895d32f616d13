import { Link } from 'react-router'
import type { ProductSummary } from '@store/contract/catalog'
import { coverAndAlternate } from './product-images'
import { DiscountBadge, Price, usePrice } from './price'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { IMAGE_SIZES } from '@store/contract/media'

interface ProductCardProps {
  product: ProductSummary
  /** The first row of the list is the largest paint of the page: fetch it first. */
  priority?: boolean
}

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { cover, alternate } = coverAndAlternate(product.product_images)
  const { percent } = usePrice({
    retailPrice: product.retail_price,
    netPrice: product.net_price,
    discount: product.direct_discount,
  })
  return (
    <Link
      to={`/product/${product.id}`}
      className="group relative block focus-visible:outline-offset-4"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-sand">
        {cover && (
          <ResponsiveImage
            src={cover.image_url}
            placeholder={cover.placeholder}
            sizes={IMAGE_SIZES.card}
            alt={product.product_name}
            width={800}
            height={1000}
            priority={priority}
            className="size-full object-cover transition duration-500 group-hover:scale-[1.02]"
          />
        )}
        {alternate && (
          <ResponsiveImage
            src={alternate.image_url}
            sizes={IMAGE_SIZES.card}
            alt=""
            width={800}
            height={1000}
            className="absolute inset-0 hidden size-full object-cover opacity-0 transition-opacity duration-500 group-hover:opacity-100 pointer-fine:block"
          />
        )}
        {percent > 0 && <DiscountBadge percent={percent} className="absolute top-2 left-2" />}
      </div>
      <div className="space-y-1 pt-3 pb-2">
        <h3 className="font-display text-[15px] leading-snug group-hover:underline group-hover:underline-offset-4">
          {product.product_name}
        </h3>
        <Price
          retailPrice={product.retail_price}
          netPrice={product.net_price}
          discount={product.direct_discount}
        />
      </div>
    </Link>
  )
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="aspect-[4/5] bg-sand" />
      <div className="mt-3 h-4 w-3/4 bg-sand" />
      <div className="mt-2 h-4 w-1/3 bg-sand" />
    </div>
  )
}
