import { lazy } from 'react'

/*
 * Overlays are their own chunks: the first view downloads none of them, and a
 * hover or focus on their trigger fetches them before the click lands.
 */
export const loadSearchOverlay = () => import('./search-overlay')
export const loadMobileMenu = () => import('./mobile-menu')
export const loadMegaMenu = () => import('./mega-menu')
export const loadCartDrawer = () => import('./cart-drawer')
export const loadNotificationsDropdown = () => import('./notifications-dropdown')

export const SearchOverlay = lazy(() =>
  loadSearchOverlay().then((module) => ({ default: module.SearchOverlay })),
)
export const MobileMenu = lazy(() =>
  loadMobileMenu().then((module) => ({ default: module.MobileMenu })),
)
export const MegaMenu = lazy(() => loadMegaMenu().then((module) => ({ default: module.MegaMenu })))
export const CartDrawer = lazy(() =>
  loadCartDrawer().then((module) => ({ default: module.CartDrawer })),
)
export const NotificationsDropdown = lazy(() =>
  loadNotificationsDropdown().then((module) => ({ default: module.NotificationsDropdown })),
)
