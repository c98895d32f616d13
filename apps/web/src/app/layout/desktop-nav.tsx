import { Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { Category } from '@store/contract/catalog'
import { useDismiss } from '@/components/ui/use-dismiss'
import { NAV_ENTRIES, menuContent } from './nav-model'
import type { MenuId } from './nav-model'
import { NAV_LABEL } from './header-styles'
import { MegaMenu, loadMegaMenu } from './lazy-overlays'
import * as m from '#messages'

const HOVER_OPEN_MS = 120
const HOVER_CLOSE_MS = 220

/** The desktop (>= 1024 px) category navigation; a mega menu opens on hover or click. */
export function DesktopNav({ categories }: { categories: readonly Category[] | undefined }) {
  const [openId, setOpenId] = useState<MenuId | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const triggerRef = useRef<HTMLButtonElement | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const { pathname, search } = useLocation()

  useEffect(() => setOpenId(null), [pathname, search])
  useEffect(() => () => window.clearTimeout(timer.current), [])
  useDismiss(navRef, openId !== null, () => setOpenId(null), triggerRef)

  const later = (next: MenuId | null, delay: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOpenId(next), delay)
  }
  const cancel = () => window.clearTimeout(timer.current)

  return (
    <nav
      ref={navRef}
      aria-label={m.nav_main()}
      className="hidden lg:block"
      onPointerEnter={() => void loadMegaMenu()}
      onFocus={() => void loadMegaMenu()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(null, HOVER_CLOSE_MS)}
      onBlur={(event) => {
        if (!(
          event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
        ))
          setOpenId(null)
      }}
    >
      <ul className="flex items-center justify-center gap-9">
        {NAV_ENTRIES.map((entry) => {
          const isSale = entry.kind === 'menu' && entry.id === 'sale'
          const tone = isSale ? 'text-sale' : 'text-ink'
          if (entry.kind === 'link') {
            return (
              <li
                key={entry.to}
                onPointerEnter={(event) =>
                  event.pointerType === 'mouse' && later(null, HOVER_OPEN_MS)
                }
              >
                <Link
                  to={entry.to}
                  className={`${NAV_LABEL} ${tone} block border-b border-transparent py-3.5 transition hover:border-ink`}
                >
                  {entry.label}
                </Link>
              </li>
            )
          }
          const open = openId === entry.id
          return (
            <li
              key={entry.id}
              onPointerEnter={(event) =>
                event.pointerType === 'mouse' && later(entry.id, HOVER_OPEN_MS)
              }
            >
              <button
                type="button"
                id={`nav-${entry.id}`}
                ref={open ? triggerRef : undefined}
                aria-expanded={open}
                aria-controls={open ? `mega-${entry.id}` : undefined}
                onClick={() => {
                  cancel()
                  setOpenId(open ? null : entry.id)
                }}
                className={`${NAV_LABEL} ${tone} border-b py-3.5 transition hover:border-ink ${open ? 'border-ink' : 'border-transparent'}`}
              >
                {entry.label}
              </button>
              {/* Rendered right after its trigger, so Tab goes from the button into the panel. */}
              {open && (
                <Suspense fallback={null}>
                  <MegaMenu
                    id={`mega-${entry.id}`}
                    labelledBy={`nav-${entry.id}`}
                    content={menuContent(entry.id, categories)}
                    onPointerEnter={cancel}
                  />
                </Suspense>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
