import { Link } from 'react-router'
import type { ProductListView } from '@store/contract/product-list-url'
import { useCategories } from '@/api/get-categories'
import { displayName } from '@store/contract/list-heading'
import { withScope } from '../utils/product-list-params'
import * as m from '#messages'

interface CategoryFilterProps {
  view: ProductListView
  params: URLSearchParams
  onNavigate?: () => void
}

const linkClass = (active: boolean) =>
  `block py-1.5 text-sm hover:underline hover:underline-offset-4 ${active ? 'font-semibold text-ink' : 'text-muted'}`

export function CategoryFilter({ view, params, onNavigate }: CategoryFilterProps) {
  const categories = useCategories({ report: false })
  const to = (scope: Parameters<typeof withScope>[1]) => ({
    search: `?${withScope(params, scope).toString()}`,
  })
  const allActive = !view.category_id && !view.category_sub_id

  return (
    <nav aria-label={m.categories()}>
      <h2 className="mb-2 text-xs font-semibold tracking-[0.2em] uppercase">{m.category()}</h2>
      <Link
        to={to({})}
        onClick={onNavigate}
        className={linkClass(allActive)}
        aria-current={allActive ? 'page' : undefined}
      >
        {m.nav_all_products()}
      </Link>
      {categories.isPending && (
        <div aria-hidden="true" className="mt-2 h-24 animate-pulse bg-sand" />
      )}
      {categories.data?.map((category) => {
        const open =
          view.category_id === category.id ||
          category.category_subs.some((sub) => sub.id === view.category_sub_id)
        const categoryActive = view.category_id === category.id && !view.category_sub_id
        return (
          <details
            key={`${category.id}-${open}`}
            open={open}
            className="group border-t border-line first-of-type:mt-2"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between py-2.5 text-sm font-medium tracking-wide uppercase [&::-webkit-details-marker]:hidden">
              {displayName(category.name)}
              <span
                aria-hidden="true"
                className="text-lg leading-none transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <ul className="pb-3 pl-3">
              <li>
                <Link
                  to={to({ category_id: category.id })}
                  onClick={onNavigate}
                  className={linkClass(categoryActive)}
                  aria-current={categoryActive ? 'page' : undefined}
                >
                  {m.all_of({ name: displayName(category.name) })}
                </Link>
              </li>
              {category.category_subs.map((sub) => (
                <li key={sub.id}>
                  <Link
                    to={to({ category_sub_id: sub.id })}
                    onClick={onNavigate}
                    className={linkClass(view.category_sub_id === sub.id)}
                    aria-current={view.category_sub_id === sub.id ? 'page' : undefined}
                  >
                    {displayName(sub.name)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        )
      })}
    </nav>
  )
}
