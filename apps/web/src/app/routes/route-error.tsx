import { Link, isRouteErrorResponse, useRouteError } from 'react-router'

/** Shown when a page fails to load or render: a way back, never a blank screen. */
export function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-xs tracking-[0.3em] text-muted uppercase">
        {notFound ? '404' : 'Something went wrong'}
      </p>
      <h1 className="font-display text-4xl font-medium">
        {notFound ? 'This page does not exist' : 'This page could not be shown'}
      </h1>
      <p className="text-muted">Please try again, or continue shopping from the home page.</p>
      <div className="flex gap-3">
        <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/" className="btn-primary">
          Go to home
        </Link>
      </div>
    </main>
  )
}
