import { useNavigate } from 'react-router'
import { MAX_SEARCH_LENGTH } from '@store/contract/constants'
import { SearchIcon } from '@/components/ui/icons'
import { localHref } from '@/i18n/locale'
import * as m from '#messages'

interface SearchFormProps {
  onSearched?: () => void
}

/**
 * A real GET form to /products?search=…, so it works before the script has
 * loaded; once it has, the router navigates without a page reload.
 */
export function SearchForm({ onSearched }: SearchFormProps) {
  const navigate = useNavigate()
  return (
    <form
      role="search"
      action={localHref('/products')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        const value = new FormData(event.currentTarget).get('search')
        const search = typeof value === 'string' ? value.trim() : ''
        if (!search) return
        void navigate(`/products?${new URLSearchParams({ search }).toString()}`)
        onSearched?.()
      }}
      className="flex items-center border-b border-ink"
    >
      <label htmlFor="site-search" className="sr-only">
        {m.search_products()}
      </label>
      <input
        id="site-search"
        data-autofocus
        type="search"
        name="search"
        required
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={m.search_placeholder()}
        className="min-w-0 flex-1 bg-transparent py-3 font-display text-2xl placeholder:text-muted focus-visible:outline-offset-4 md:text-4xl [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={m.search()}
        className="grid size-12 shrink-0 place-items-center transition hover:text-clay"
      >
        <SearchIcon width={24} height={24} />
      </button>
    </form>
  )
}
