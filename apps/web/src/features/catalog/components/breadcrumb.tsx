import { Link } from 'react-router'
import type { Product } from '@store/contract/catalog'
import { displayName } from '@store/contract/list-heading'
import * as m from '#messages'
import * as w from '@store/contract/words'

export function Breadcrumb({ product }: { product: Product }) {
  const crumbs = [
    { label: w.page_home(), to: '/' },
    {
      label: displayName(product.category.name),
      to: `/products?category_id=${product.category.id}`,
    },
    {
      label: displayName(product.category_sub.name),
      to: `/products?category_sub_id=${product.category_sub.id}`,
    },
  ]
  return (
    <nav aria-label={m.breadcrumb()} className="text-xs tracking-wide text-muted">
      <ol className="flex flex-wrap items-center gap-x-2">
        {crumbs.map((crumb, index) => (
          <li key={crumb.to} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            <Link
              to={crumb.to}
              className="inline-block py-2 hover:text-ink hover:underline hover:underline-offset-4"
            >
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
