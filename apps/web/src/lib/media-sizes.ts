/**
 * The pixel sizes the home content images are made at, so every <img> reserves
 * its box before it loads. Content editors upload to these sizes.
 */
export const MEDIA_SIZES = {
  bannerDesktop: { width: 1920, height: 800 },
  bannerMobile: { width: 800, height: 1000 },
  section: { width: 900, height: 1100 },
  hashtag: { width: 1000, height: 1000 },
  popup: { width: 600, height: 750 },
} as const
