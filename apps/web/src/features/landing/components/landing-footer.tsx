import { Link } from 'react-router'
import * as m from '#messages'

const LINKS = [
  { label: m.nav_all_products(), to: '/products' },
  { label: m.our_stores(), to: '/stores' },
  { label: m.faq(), to: '/faq' },
  { label: m.privacy_policy(), to: '/privacy-policy' },
]

/** A short footer for the landings, which sit outside the store layout. */
export function LandingFooter() {
  return (
    <footer className="bg-ink text-cream">
      <div className="container-page flex flex-col items-center gap-5 py-10 text-center text-xs md:flex-row md:justify-between">
        <p className="font-display text-lg tracking-[0.3em]">KAINARA</p>
        <nav aria-label={m.footer()}>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 tracking-[0.14em] uppercase">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-cream/75">© {new Date().getFullYear()} KAINARA</p>
      </div>
    </footer>
  )
}
