import { matchRoutes } from 'react-router'
import { parseId } from '@store/contract/ids'
import { PAGE_ROUTES, pageRouteTree } from '@store/contract/pages'
import type { PageRoute } from '@store/contract/pages'

interface TableRoute {
  path?: string
  handle?: PageRoute
  children?: TableRoute[]
}

// The web router's own tree and matcher, so a path is the same page on both sides.
const tree = pageRouteTree<TableRoute>(
  (page) => ({ path: page.path, handle: page }),
  (children) => ({ children }),
)
const notFound = PAGE_ROUTES.find((page) => page.status === 404)

export interface MatchedPage {
  page: PageRoute
  params: Record<string, string | undefined>
}

/** The page of spec section 2 that renders a path; the not-found page when none does. */
export function matchPage(path: string): MatchedPage {
  const matches = matchRoutes(tree, path) ?? []
  const last = matches.at(-1)
  const page = last?.route.handle ?? notFound
  if (!page) throw new Error('packages/contract/src/pages.ts has no not-found page')
  return { page, params: last?.params ?? {} }
}

/** The product id of a /product/:id page under the contract's id rule; null is not found. */
export const productIdOf = (match: MatchedPage) => parseId(match.params.id)
