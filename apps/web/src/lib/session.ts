import { STORAGE_KEYS } from '@/lib/storage'
import { useAppState } from '@/stores/app-state'

/** Spec section 4: sign-in and sign-up store the token and set the member signed in. */
export function startSession(accessToken: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken)
  useAppState.getState().setSignedIn(true)
}

/** Spec section 2: signing out clears local storage. */
export function endSession() {
  localStorage.clear()
  useAppState.setState({ isSignedIn: false, wishlistIds: [] })
}
