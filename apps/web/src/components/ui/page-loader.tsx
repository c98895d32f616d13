import { useEffect, useState } from 'react'

/** Spec section 9: the page loader hides after 2 s. */
export const LOADER_TIMEOUT_MS = 2000

/**
 * The branded loading veil of the home and landing pages. The page renders
 * underneath from the start and the veil never takes clicks, so it cannot
 * delay the largest paint or block a shopper; it fades and unmounts at 2 s.
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
      className="pointer-events-none fixed inset-0 z-[60] grid animate-[kn-veil_2s_ease-in_forwards] place-items-center bg-[#fffdf9]/80 motion-reduce:animate-none"
    >
      <style>{VEIL_KEYFRAMES}</style>
      <div className="flex flex-col items-center gap-4">
        <span className="font-display text-xl tracking-[0.34em]">KAINARA</span>
        <span className="relative h-px w-24 overflow-hidden bg-line">
          <span className="absolute inset-y-0 left-0 w-full origin-left animate-[kn-bar_1.6s_ease-out_forwards] bg-ink motion-reduce:animate-none" />
        </span>
      </div>
    </div>
  )
}

const VEIL_KEYFRAMES = `
@keyframes kn-veil { 0%, 55% { opacity: 1 } 100% { opacity: 0 } }
@keyframes kn-bar { from { transform: scaleX(0) } to { transform: scaleX(1) } }
`
