import { useEffect } from 'react'

export const PHOTO_PATH = '/assets/photo.webp'
export const PHOTO_WIDTH = 640
export const PHOTO_HEIGHT = 800

/**
 * The whole reference page: a heading, a line of text and one raster image,
 * marked hydrated the way the store's app marks its pages, so a bench that
 * waits for `html[data-hydrated]` waits for this page in the same way.
 */
export function ReferencePage() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <main>
      <h1>Reference page</h1>
      <p>A React page rendered on the server and hydrated, with one image and nothing else.</p>
      <img
        src={PHOTO_PATH}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        fetchPriority="high"
        alt="A garment on a plain background"
      />
    </main>
  )
}
