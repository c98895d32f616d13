import type { RouteObject } from 'react-router'
import { pageRouteTree } from '@store/contract/pages'
import type { PageRoute } from '@store/contract/pages'
import { prefetchCategories } from '@/api/get-categories'
import { prefetchSiteHeader } from '@/api/get-site-header'
import type { RouteHandle, RouteModule } from './route-module'
import { RootLayout } from './routes/layout'
import { RouteError } from './routes/route-error'

/** The first page's code is resolved before hydration; until it runs there is nothing to show. */
function NothingYet() {
  return null
}

const modules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/layout.tsx',
  '!./routes/route-error.tsx',
])

function pageRoute(page: PageRoute): RouteObject {
  const load = modules[`./routes/${page.module}.tsx`]
  if (!load) throw new Error(`apps/web/src/app/routes/${page.module}.tsx is missing`)
  const outside = page.layout ? {} : { errorElement: <RouteError />, HydrateFallback: NothingYet }
  return {
    path: page.path,
    ...outside,
    lazy: async () => {
      const { Component, prefetch } = await load()
      const handle: RouteHandle = { page, prefetch }
      return { Component, handle }
    },
  }
}

/** Every page of packages/contract/src/pages.ts, each its own chunk. */
export const routes: RouteObject[] = pageRouteTree(pageRoute, (children) => ({
  element: <RootLayout />,
  errorElement: <RouteError />,
  HydrateFallback: NothingYet,
  // The header's menus and promo bar read the categories and its text on every page of the layout.
  handle: {
    prefetch: (queryClient) => [
      ...prefetchCategories(queryClient),
      ...prefetchSiteHeader(queryClient),
    ],
  } satisfies RouteHandle,
  children,
}))
