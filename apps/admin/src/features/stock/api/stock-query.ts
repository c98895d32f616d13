/** Every stock answer is cached under this key; a save reads them all again. */
export const STOCK = ['stock'] as const

// An edited grid is not refreshed behind the editor's back: each edit keeps what it saw anyway.
export const STOCK_QUERY = { staleTime: 30_000, refetchOnWindowFocus: false } as const
