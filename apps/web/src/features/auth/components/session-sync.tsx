import { useEffect } from 'react'
import { readAccessToken } from '@/lib/storage'
import { useAppState } from '@/stores/app-state'

/**
 * Reads the stored token once the page is mounted (spec section 4: signed in
 * at start-up when an access_token exists), and follows sign-in and sign-out
 * made in another tab.
 */
export function SessionSync() {
  useEffect(() => {
    const sync = () => useAppState.getState().setSignedIn(readAccessToken() !== null)
    sync()
    window.addEventListener('storage', sync)
    return () => window.removeEventListener('storage', sync)
  }, [])
  return null
}
