import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { dehydrate } from '@tanstack/react-query'
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router'
import type { RenderPage } from '@store/contract/server-render'
import { App } from './app/app'
import type { RouteHandle } from './app/route-module'
import { routes } from './app/router'
import { BASENAME } from './i18n/locale'
import type { ServerRenderState } from './app/server-render-state'
import { setAnswerSource } from './lib/initial-data'
import { createQueryClient } from './lib/query-client'
import { renderToHtml } from './render-to-html'

const answersOfRequest = new AsyncLocalStorage<Record<string, unknown>>()
setAnswerSource(() => answersOfRequest.getStore())
const handler = createStaticHandler(routes, { basename: BASENAME || '/' })

/**
 * Renders a page from the same route modules as the browser. Each matched
 * route's prefetch fills a cache of this request alone from the answers the
 * page resolver loaded; the browser hydrates the same cache and router state.
 */
export const render: RenderPage = async (url, answers) => {
  const context = await handler.query(new Request(url))
  // No page redirects, and a route error (its code failed to load) is left to the browser.
  if (context instanceof Response || context.errors) return null
  const queryClient = createQueryClient()
  const { searchParams } = new URL(url)
  await answersOfRequest.run({ ...answers }, () =>
    Promise.all(
      context.matches.flatMap(
        ({ route, params }) =>
          (route.handle as RouteHandle | undefined)?.prefetch?.(queryClient, {
            params,
            searchParams,
          }) ?? [],
      ),
    ),
  )
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = await renderToHtml(
    <StrictMode>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  )
  const state: ServerRenderState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData },
  }
  queryClient.clear()
  return { html, state }
}
