import * as m from '#messages'
import { NavLink } from 'react-router'

const TABS = [
  { to: '', label: m.products_tab_details() },
  { to: 'photos', label: m.products_tab_photos() },
  { to: 'stock', label: m.products_tab_stock() },
] as const

/** A product's tabs: its details here, its photos and its stock on their own pages. */
export function ProductTabs({ productId }: { productId: number }) {
  return (
    <nav aria-label={m.products_sections()} className="mb-6 border-b border-line">
      <ul className="-mb-px flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              end
              to={`/products/${productId}${tab.to ? `/${tab.to}` : ''}`}
              className={({ isActive }) =>
                `inline-block border-b-2 px-4 py-2 text-sm font-medium ${isActive ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
