import { Link, isRouteErrorResponse, useRouteError } from 'react-router'
import * as m from '#messages'

/** Shown when a page fails to load or render: a way back, never a blank screen. */
export function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-xs tracking-[0.3em] text-muted uppercase">
        {notFound ? '404' : m.something_went_wrong()}
      </p>
      <h1 className="font-display text-4xl font-medium">
        {notFound ? m.page_does_not_exist() : m.page_could_not_be_shown()}
      </h1>
      <p className="text-muted">{m.try_again_or_home()}</p>
      <div className="flex gap-3">
        <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
          {m.try_again()}
        </button>
        <Link to="/" className="btn-primary">
          {m.go_to_home()}
        </Link>
      </div>
    </main>
  )
}
