import type { ComponentType } from 'react'
import type { Product } from '@store/contract/catalog'
import { orderedImages } from '@/components/product/product-images'
import { Price } from '@/components/product/price'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { Breadcrumb } from './breadcrumb'
import { ProductDescription } from './product-description'
import { ProductGallery } from './product-gallery'
import { ProductPurchase } from './product-purchase'
import { RelatedProducts } from './related-products'
import { ShareButtons } from './share-buttons'
import * as m from '#messages'

/** The reviews feature's parts of the page, handed in by the route that composes both. */
export interface ProductReviewParts {
  Summary: ComponentType<{ rating: Product['rating'] }>
  Reviews: ComponentType<{ rating: Product['rating'] }>
}

export function ProductDetail({
  product,
  reviews: { Summary, Reviews },
}: {
  product: Product
  reviews: ProductReviewParts
}) {
  useDocumentTitle(product.product_name)

  return (
    <main>
      <div className="container-page pt-2 pb-12 md:pt-4">
        <Breadcrumb product={product} />
        <div className="mt-2 grid gap-8 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-10 lg:gap-16">
          <ProductGallery
            key={product.id}
            images={orderedImages(product.product_images)}
            name={product.product_name}
          />
          <div className="space-y-8">
            <div className="space-y-3">
              <h1 className="font-display text-3xl leading-tight md:text-4xl">
                {product.product_name}
              </h1>
              <p className="text-xs tracking-[0.15em] text-muted uppercase">
                {m.product_code({ code: product.product_code })}
              </p>
              <Price
                retailPrice={product.retail_price}
                netPrice={product.net_price}
                discount={product.direct_discount}
                size="lg"
              />
              <Summary rating={product.rating} />
              {product.short_description && (
                <p className="leading-relaxed whitespace-pre-line text-muted">
                  {product.short_description}
                </p>
              )}
            </div>
            <ProductPurchase key={product.id} product={product} />
            {product.detailed_description && (
              <section aria-labelledby="details-heading" className="border-t border-line pt-6">
                <h2
                  id="details-heading"
                  className="mb-3 text-xs font-semibold tracking-[0.2em] uppercase"
                >
                  {m.details()}
                </h2>
                <ProductDescription text={product.detailed_description} />
              </section>
            )}
            <div className="border-t border-line pt-4">
              <ShareButtons title={product.product_name} />
            </div>
          </div>
        </div>
      </div>
      <Reviews rating={product.rating} />
      <RelatedProducts products={product.related_products} />
    </main>
  )
}
