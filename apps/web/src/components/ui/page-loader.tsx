import { useEffect, useState } from 'react'

/** Spec section 9: the page loader hides after 2 s. */
export const LOADER_TIMEOUT_MS = 2000

/**
 * The loading line of the home and landing pages: a hairline across the top
 * of the window that runs to its end and fades, then unmounts at 2 s. The
 * page is server-rendered and complete underneath, so the loader covers none
 * of it and never takes a click (decision 032).
 */
export function PageLoader() {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), LOADER_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (!visible) return null
  return (
    <div
      aria-hidden="true"
      data-page-loader=""
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 animate-[kn-veil_2s_ease-in_forwards] overflow-hidden motion-reduce:animate-none"
    >
      <span className="block h-full w-full origin-left animate-[kn-bar_1.6s_ease-out_forwards] bg-clay motion-reduce:animate-none" />
    </div>
  )
}
