import { Link } from 'react-router'
import { Dialog } from '@/components/ui/dialog'
import { CloseIcon } from '@/components/ui/icons'
import { SearchForm } from './search-form'
import * as m from '#messages'

const popularSearches = () => [
  m.popular_linen(),
  m.popular_batik(),
  m.popular_kebaya(),
  m.popular_dress(),
  m.popular_tote(),
]

/** The search panel that drops from the top of the screen. */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      labelledBy="search-title"
      onClose={onClose}
      className="inset-x-0 top-0 mx-0 mt-0 mb-auto w-full transition-transform duration-300 ease-out starting:-translate-y-full motion-reduce:transition-none"
    >
      <div className="container-page pt-5 pb-10 md:pt-8 md:pb-14">
        <div className="mb-6 flex items-center justify-between">
          <h2
            id="search-title"
            className="text-[11px] font-semibold tracking-[0.25em] text-muted uppercase"
          >
            {m.search_kainara()}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={m.close_search()}
            className="-mr-2 grid size-11 place-items-center"
          >
            <CloseIcon />
          </button>
        </div>
        <SearchForm onSearched={onClose} />
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <span className="text-muted">{m.popular()}</span>
          {popularSearches().map((term) => (
            <Link
              key={term}
              to={`/products?${new URLSearchParams({ search: term.toLowerCase() }).toString()}`}
              onClick={onClose}
              className="underline decoration-line underline-offset-4 transition hover:decoration-ink"
            >
              {term}
            </Link>
          ))}
        </div>
      </div>
    </Dialog>
  )
}
