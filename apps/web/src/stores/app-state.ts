import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { STORAGE_KEYS, readAccessToken } from '@/lib/storage'

/** Client state of spec section 3, persisted in localStorage under 'state'. */
export interface AppState {
  currencySymbol: string
  cartDrawerOpen: boolean
  wishlistIds: number[]
  compareIds: number[]
  isSignedIn: boolean
  /** False until the stored token has been read after mount; guards wait for it. */
  sessionKnown: boolean
  setCartDrawerOpen: (open: boolean) => void
  toggleWishlist: (id: number) => void
  addCompare: (id: number) => void
  setSignedIn: (signedIn: boolean) => void
}

export const useAppState = create<AppState>()(
  persist(
    (set) => ({
      currencySymbol: 'IDR',
      cartDrawerOpen: false,
      wishlistIds: [],
      compareIds: [],
      // Signed in at start-up exactly when a token is stored (spec section 4); read after
      // hydration (App, SessionSync) so the first render matches the server's.
      isSignedIn: false,
      sessionKnown: false,
      setCartDrawerOpen: (open) => set({ cartDrawerOpen: open }),
      toggleWishlist: (id) =>
        set((state) => ({
          wishlistIds: state.wishlistIds.includes(id)
            ? state.wishlistIds.filter((existing) => existing !== id)
            : [...state.wishlistIds, id],
        })),
      addCompare: (id) =>
        set((state) =>
          state.compareIds.includes(id) ? state : { compareIds: [...state.compareIds, id] },
        ),
      setSignedIn: (isSignedIn) => set({ isSignedIn, sessionKnown: true }),
    }),
    {
      name: STORAGE_KEYS.state,
      partialize: ({ currencySymbol, wishlistIds, compareIds }) => ({
        currencySymbol,
        wishlistIds,
        compareIds,
      }),
      // Read after hydration (apps/web/src/app/app.tsx), never during the first render.
      skipHydration: true,
      // Signed in at start-up exactly when a token is stored (spec section 4).
      merge: (persisted, current) => ({
        ...current,
        ...(persisted as Partial<AppState>),
        isSignedIn: readAccessToken() !== null,
        sessionKnown: true,
      }),
    },
  ),
)
