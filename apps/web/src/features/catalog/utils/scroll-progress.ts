/** Where an element stands against the viewport, as getBoundingClientRect gives it. */
export interface VerticalBox {
  top: number
  bottom: number
}

/**
 * Spec section 9's "infinite scroll triggers at 0.6": true once the viewport's
 * bottom edge has passed `share` of the loaded list, that is once the list's
 * end is within the rest of it. A list whose end is already above the
 * viewport (the End key, a fling past a tall footer) counts as scrolled
 * through, however fast the shopper got there.
 */
export function hasScrolledThrough(list: VerticalBox, viewportHeight: number, share: number) {
  const height = list.bottom - list.top
  if (height <= 0) return false
  return viewportHeight - list.top >= share * height
}
