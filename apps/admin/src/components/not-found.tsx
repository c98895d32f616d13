import * as m from '#messages'

/** An address the back office has no page for (or an id that is not one). */
export function NotFound() {
  return <p className="text-muted">{m.no_such_page()}</p>
}
