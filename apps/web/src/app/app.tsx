import { lazy, Suspense, useEffect } from 'react'
import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { splitLocalePath } from '@store/contract/locale'
import { keepLanguageChoice, restoreScrollAfterSwitch } from '@/i18n/language-choice'
import { replayEarlyTaps } from '@/lib/early-taps'
import { useToasterNeeded } from '@/lib/toast'
import { useAppState } from '@/stores/app-state'

const Toaster = lazy(() =>
  import('@/components/ui/toaster').then(({ Toaster }) => ({ default: Toaster })),
)

/**
 * What wraps the router on the server and in the browser alike. The state
 * kept in localStorage is read only once the page has hydrated: the server
 * cannot know it, so reading it earlier would make the first render differ.
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toasterNeeded = useToasterNeeded()
  useEffect(() => {
    void useAppState.persist.rehydrate()
    // Says the page answers now (its first paint came from the server's HTML); journeys wait for it.
    document.documentElement.dataset.hydrated = ''
    replayEarlyTaps()
    keepLanguageChoice()
    const { pathname, search, hash } = window.location
    restoreScrollAfterSwitch(`${splitLocalePath(pathname).path}${search}${hash}`)
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterNeeded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
