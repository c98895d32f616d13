import { Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { Logo } from '@/components/ui/logo'
import { MenuIcon, SearchIcon } from '@/components/ui/icons'
import { useCategories } from '@/api/get-categories'
import { DesktopNav } from './desktop-nav'
import { HeaderActions } from './header-actions'
import { ICON_BUTTON } from './header-styles'
import { LanguageSwitch } from './language-switch'
import { MobileMenu, SearchOverlay, loadMobileMenu, loadSearchOverlay } from './lazy-overlays'
import * as m from '#messages'

type Overlay = 'search' | 'menu' | null

/** Logo, search and icons on the first row; the category navigation on the second (desktop). */
export function SiteHeader() {
  const { data: categories } = useCategories()
  const [overlay, setOverlay] = useState<Overlay>(null)
  const { pathname, search } = useLocation()
  useEffect(() => setOverlay(null), [pathname, search])
  const close = () => setOverlay(null)

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-[#fffdf9]">
      <div className="container-page grid h-16 grid-cols-[1fr_auto_1fr] items-center lg:h-[72px]">
        <div className="flex items-center">
          <button
            type="button"
            aria-label={m.open_menu()}
            aria-haspopup="dialog"
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => setOverlay('menu')}
            className={`${ICON_BUTTON} -ml-3 lg:hidden`}
          >
            <MenuIcon />
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadSearchOverlay()}
            onClick={() => setOverlay('search')}
            className={`${ICON_BUTTON} lg:-ml-3 lg:flex lg:w-auto lg:gap-3 lg:px-3`}
          >
            <SearchIcon />
            <span className="max-lg:sr-only lg:text-[12px] lg:tracking-[0.18em] lg:text-muted lg:uppercase">
              {m.search()}
            </span>
          </button>
          <LanguageSwitch
            className={`${ICON_BUTTON} text-[12px] font-semibold tracking-[0.18em] hover:text-clay`}
          />
        </div>
        <Logo />
        <div className="-mr-3">
          <HeaderActions />
        </div>
      </div>
      <DesktopNav categories={categories} />
      <Suspense fallback={null}>
        {overlay === 'search' && <SearchOverlay onClose={close} />}
        {overlay === 'menu' && <MobileMenu categories={categories} onClose={close} />}
      </Suspense>
    </header>
  )
}
