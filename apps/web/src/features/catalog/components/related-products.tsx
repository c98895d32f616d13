import type { ProductSummary } from '@store/contract/catalog'
import { ProductCard } from '@/components/product/product-card'
import * as m from '#messages'

export function RelatedProducts({ products }: { products: ProductSummary[] }) {
  if (products.length === 0) return null
  return (
    <section
      aria-labelledby="related-heading"
      className="defer-render-[550px] border-t border-line py-12"
    >
      <h2 id="related-heading" className="container-page mb-6 font-display text-2xl md:text-3xl">
        {m.you_may_also_like()}
      </h2>
      <ul
        className="container-page relative flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto pb-4 md:scroll-px-8 md:gap-5"
        aria-label={m.related_products()}
      >
        {products.map((product) => (
          <li
            key={product.id}
            className="w-[44%] shrink-0 snap-start sm:w-[30%] lg:w-[calc(25%-15px)]"
          >
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
