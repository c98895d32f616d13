import type { Product } from '@store/contract/catalog'
import { finalPrice } from '@store/contract/pricing'
import { RATING_MAX, RATING_MIN } from '@store/contract/constants'
import type { ProductRating } from '@store/contract/reviews'

export interface PreloadImage {
  href: string
  /** The image's `sizes` in the page, so the preload picks the rendition the page will use. */
  sizes: string
  /** Only fetched when the media query matches (the desktop or the phone picture). */
  media?: string
}

export interface PageMeta {
  title: string
  description: string
  image?: string | undefined
  type: 'website' | 'product'
  status: number
  jsonLd?: Record<string, unknown>
  /** API answers the page will ask for first, keyed by their request (path?query). */
  initialData: Record<string, unknown>
  /** The largest image of the first view, fetched before the script finds it. */
  preloadImages: PreloadImage[]
  /** The route module (apps/web/src/app/routes/<name>.tsx) that renders the page. */
  routeModule: string
  noindex?: boolean
  /** When another URL shows the same page (a prefix match), the one to index. */
  canonicalPath?: string
}

export const STORE_NAME = 'KAINARA'
export const DESKTOP_MEDIA = '(min-width: 992px)'
export const PHONE_MEDIA = '(max-width: 991px)'

export const pageTitle = (page: string) => `${page} | ${STORE_NAME}`

/**
 * aggregateRating and review only once a product has reviews: search engines
 * treat a rating of nobody's as invalid markup (docs/decisions/030).
 */
function reviewsJsonLd(rating: ProductRating) {
  if (rating.count === 0 || rating.average === null) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: RATING_MAX,
      worstRating: RATING_MIN,
    },
    review: rating.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.reviewer_name },
      datePublished: review.created_at.slice(0, 10),
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: RATING_MAX,
        worstRating: RATING_MIN,
      },
      ...(review.comment ? { reviewBody: review.comment } : {}),
    })),
  }
}

export function productJsonLd(product: Product, origin: string, path: string) {
  const price = finalPrice(product.net_price, product.direct_discount)
  const available = product.sizes.some((size) => size.is_available === 1)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: product.product_code,
    description: product.short_description,
    image: product.product_images.map((image) => `${origin}${image.image_url}`),
    brand: { '@type': 'Brand', name: STORE_NAME },
    color: product.colour,
    category: `${product.category.name} > ${product.category_sub.name}`,
    offers: {
      '@type': 'Offer',
      url: `${origin}${path}`,
      priceCurrency: 'IDR',
      price,
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...reviewsJsonLd(product.rating),
  }
}
