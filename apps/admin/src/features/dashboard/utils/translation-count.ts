import type { MissingCounts } from '@store/contract/admin/translations'

/**
 * The shop's pages and texts other than products still missing a language:
 * categories and their subs, home sections, slides, landings and shop texts.
 */
export const pagesMissing = (counts: MissingCounts) =>
  counts.categories +
  counts.category_subs +
  counts.home_sections +
  counts.image_sliders +
  counts.category_landings +
  counts.settings
