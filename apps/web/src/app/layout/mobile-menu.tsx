import { Link } from 'react-router'
import type { Category } from '@store/contract/catalog'
import { Drawer } from '@/components/ui/drawer'
import { ChevronDownIcon } from '@/components/ui/icons'
import { useAppState } from '@/stores/app-state'
import { CONTACT } from '@/lib/contact-details'
import { NAV_ENTRIES, menuContent } from './nav-model'
import { LanguageSwitch } from './language-switch'
import * as m from '#messages'

interface MobileMenuProps {
  categories: readonly Category[] | undefined
  onClose: () => void
}

const ROW =
  'flex w-full items-center justify-between py-4 text-[13px] font-medium tracking-[0.16em] uppercase'
const SUB_LINK = 'block py-2.5 text-[15px] text-ink/85'

/** The slide-in menu below 1024 px: accordions per category, then service links. */
export function MobileMenu({ categories, onClose }: MobileMenuProps) {
  const isSignedIn = useAppState((state) => state.isSignedIn)
  return (
    <Drawer title={m.menu()} side="left" onClose={onClose}>
      {/* Any link followed closes the menu; the page behind changes underneath. */}
      <div
        onClick={(event) =>
          event.target instanceof Element && event.target.closest('a') && onClose()
        }
      >
        <nav aria-label={m.nav_mobile()} className="px-5">
          <ul className="divide-y divide-line">
            {NAV_ENTRIES.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.to}>
                  <Link to={entry.to} className={ROW}>
                    {entry.label}
                  </Link>
                </li>
              ) : (
                <li key={entry.id}>
                  <MenuAccordion id={entry.id} categories={categories} sale={entry.id === 'sale'} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <ul className="mt-4 space-y-1 bg-cream px-5 py-6 text-sm">
          <li>
            <Link to={isSignedIn ? '/account' : '/sign-in'} className={SUB_LINK}>
              {isSignedIn ? m.my_account() : m.sign_in_or_create()}
            </Link>
          </li>
          <li>
            <Link to="/account/wishlist" className={SUB_LINK}>
              {m.my_wishlist()}
            </Link>
          </li>
          <li>
            <Link to="/notifications" className={SUB_LINK}>
              {m.notifications()}
            </Link>
          </li>
          <li>
            <Link to="/stores" className={SUB_LINK}>
              {m.our_stores()}
            </Link>
          </li>
          <li>
            <Link to="/faq" className={SUB_LINK}>
              {m.help_faq()}
            </Link>
          </li>
          <li>
            <LanguageSwitch full className={SUB_LINK} />
          </li>
          <li>
            <a
              href={CONTACT.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={SUB_LINK}
            >
              {m.chat_whatsapp()}
              <span className="sr-only"> {m.opens_new_tab()}</span>
            </a>
          </li>
        </ul>
      </div>
    </Drawer>
  )
}

interface MenuAccordionProps {
  id: Parameters<typeof menuContent>[0]
  categories: readonly Category[] | undefined
  sale: boolean
}

function MenuAccordion({ id, categories, sale }: MenuAccordionProps) {
  const { title, highlights, links } = menuContent(id, categories)
  return (
    <details className="group">
      <summary
        className={`${ROW} cursor-pointer list-none [&::-webkit-details-marker]:hidden ${sale ? 'text-sale' : ''}`}
      >
        {title}
        <ChevronDownIcon className="transition group-open:rotate-180" />
      </summary>
      <ul className="pb-4 pl-3">
        {[...highlights, ...links].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={SUB_LINK}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
