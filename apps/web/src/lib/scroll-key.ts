import type { GetScrollRestorationKeyFunction } from 'react-router'

/**
 * React Router keys every freshly loaded document 'default', so the place a
 * shopper had scrolled to on one page was restored on the next page loaded
 * in the same tab (a typed address, a link from an e-mail). Such entries are
 * keyed by their address instead, which still brings a reloaded page back to
 * where the shopper was; in-app navigations keep their own history key. The
 * address includes its #part: a jump to `#reviews` from the same page (also
 * keyed 'default') must go to the reviews, not back to where the page was.
 */
export const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default'
    ? `${location.pathname}${location.search}${location.hash}`
    : location.key
