import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { signInPathFor } from '@/lib/return-to'
import { useAppState } from '@/stores/app-state'

/**
 * Member pages: a guest is sent to /sign-in and comes back here after
 * signing in. Answers whether the page may show member content yet.
 */
export function useRequireMember(redirectGuests = true): boolean {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const known = useAppState((state) => state.sessionKnown)
  const signedIn = useAppState((state) => state.isSignedIn)
  useEffect(() => {
    if (redirectGuests && known && !signedIn)
      void navigate(signInPathFor(pathname + search), { replace: true })
  }, [redirectGuests, known, signedIn, navigate, pathname, search])
  return known && signedIn
}
