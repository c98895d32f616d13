import type { ComponentType } from 'react'
import type { Params } from 'react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { PageRoute } from '@store/contract/pages'

export interface PrefetchArgs {
  params: Params
  searchParams: URLSearchParams
}

/**
 * Fills the query cache with what the page's first view reads. On the server
 * the queries are answered from the data the page resolver already loaded
 * (apps/api/src/seo/resolve-page.ts), so the HTML holds the content and the
 * browser starts from the same cache; a query it did not load stays empty
 * and the browser fetches it after hydration.
 */
export type Prefetch = (queryClient: QueryClient, args: PrefetchArgs) => Promise<unknown>[]

/** What apps/web/src/app/routes/<module>.tsx exports. */
export interface RouteModule {
  Component: ComponentType
  prefetch?: Prefetch
}

/** The `handle` of every page route: its table entry and its prefetch. */
export interface RouteHandle {
  page?: PageRoute
  prefetch?: Prefetch
}
