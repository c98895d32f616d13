import { StrictMode, startTransition } from 'react'
import { hydrate } from '@tanstack/react-query'
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router'
import type { RouteObject } from 'react-router'
import type { ServerRenderState } from './app/server-render-state'
import { SERVER_STATE_ID } from './app/server-render-state'
import { App } from './app/app'
import { routes } from './app/router'
import { BASENAME } from './i18n/locale'
import { readJsonBlock } from './lib/initial-data'
import { clearErrorsOnNavigation } from './lib/toast'
import { queryClient } from './lib/query-client'
import './styles/index.css'

// Spec section 4: any service worker is unregistered at start-up.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister()
})

/** The first page's route code, loaded before hydrating so the first render matches the server's. */
async function resolveFirstMatches(tree: RouteObject[]) {
  const matches = matchRoutes(tree, window.location, BASENAME || '/') ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy())
      route.lazy = undefined
    }),
  )
}

/**
 * Gives the browser the main thread between the steps of starting up: each
 * step is short, all of them at once were a long task a tap would wait behind.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
await nextTask()
const state = readJsonBlock<ServerRenderState>(SERVER_STATE_ID)
// React DOM sets itself up on first use, a long step of its own: the import gives it its own task.
const reactDom = () => import('react-dom/client')
if (state) {
  hydrate(queryClient, state.queries)
  await resolveFirstMatches(routes)
  await nextTask()
  const router = createBrowserRouter(routes, {
    basename: BASENAME || '/',
    hydrationData: state.router,
  })
  clearErrorsOnNavigation(router)
  await nextTask()
  const { hydrateRoot } = await reactDom()
  await nextTask()
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: no long task is made. A button tapped meanwhile is kept
  // by the page's inline tap keeper and tapped again once the page has hydrated (lib/early-taps.ts).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    )
  })
} else {
  const { createRoot } = await reactDom()
  const router = createBrowserRouter(routes, { basename: BASENAME || '/' })
  clearErrorsOnNavigation(router)
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  )
}
