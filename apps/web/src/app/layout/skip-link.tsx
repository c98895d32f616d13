/** The first tab stop of every page: straight past the header to the content. */
import * as m from '#messages'
export function SkipLink() {
  return (
    <a
      href="#content"
      className="sr-only z-[70] bg-ink px-4 py-3 text-sm text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {m.skip_to_content()}
    </a>
  )
}
