/** A 44 px square hit area around a 20 px header icon. */
export const ICON_BUTTON =
  'relative grid size-11 place-items-center text-ink transition hover:text-clay'

export const NAV_LABEL = 'text-[12px] font-medium tracking-[0.18em] uppercase'
