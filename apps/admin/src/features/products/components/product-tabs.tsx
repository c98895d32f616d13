import { NavLink } from 'react-router'

const TABS = [
  { to: '', label: 'Details' },
  { to: 'photos', label: 'Photos' },
  { to: 'stock', label: 'Stock' },
] as const

/** A product's tabs: its details here, its photos and its stock on their own pages. */
export function ProductTabs({ productId }: { productId: number }) {
  return (
    <nav aria-label="Product sections" className="mb-6 border-b border-line">
      <ul className="-mb-px flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.label}>
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
