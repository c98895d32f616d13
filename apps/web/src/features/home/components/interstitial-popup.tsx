import { Suspense, lazy, useEffect, useState } from 'react'
import { DESKTOP_MEDIA } from '@/components/ui/responsive-picture'

/** Spec section 9: the popup opens 2 s after the home data has loaded. */
export const POPUP_DELAY_MS = 2000
const SEEN_KEY = 'kainara:interstitial-seen'

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1'
  } catch {
    return false
  }
}

function markSeen() {
  try {
    sessionStorage.setItem(SEEN_KEY, '1')
  } catch {
    // Private modes without storage simply see the popup again next visit.
  }
}

// The dialog's code is fetched only when the popup is due.
const InterstitialDialog = lazy(() =>
  import('./interstitial-dialog').then((module) => ({ default: module.InterstitialDialog })),
)

/** The desktop interstitial is not put in front of a phone's whole screen (decision 033). */
function wideEnoughForPopup(): boolean {
  return window.matchMedia(DESKTOP_MEDIA).matches
}

/**
 * The optional INTERSTITIAL_IMAGE_DESKTOP_HM image, shown once per browser
 * session on a desktop-wide window.
 */
export function InterstitialPopup({ imageUrl }: { imageUrl: string | undefined }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!imageUrl || seenThisSession() || !wideEnoughForPopup()) return
    const timer = window.setTimeout(() => {
      markSeen()
      setOpen(true)
    }, POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [imageUrl])

  if (!open || !imageUrl) return null
  return (
    <Suspense fallback={null}>
      <InterstitialDialog imageUrl={imageUrl} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
