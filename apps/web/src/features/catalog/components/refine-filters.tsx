import type { ProductFacets } from '@store/contract/catalog'
import type { ProductListView } from '@store/contract/product-list-url'
import { formatRupiahShort } from '@store/contract/format/rupiah-short'
import {
  hasRefinements,
  isPriceBandActive,
  priceBandParams,
  selectedSizes,
  toggleSize,
} from '../utils/product-list-params'
import type { PriceBand } from '../utils/product-list-params'
import { LOCALE } from '@/i18n/locale'
import * as m from '#messages'

interface RefineFiltersProps {
  view: ProductListView
  facets: ProductFacets | undefined
  update: (changes: Record<string, string | number | undefined>) => void
}

// Short amounts fit the narrow sidebar: IDR 200K, IDR 1M (Rp 200 rb in Bahasa).
const short = (amount: number, symbol?: string) => formatRupiahShort(amount, LOCALE, symbol)

const bandLabel = (band: PriceBand) => {
  if (band.min === 0 && band.max !== null) return m.price_under({ amount: short(band.max) })
  if (band.max === null) return m.price_and_above({ amount: short(band.min) })
  return m.price_between({ min: short(band.min), max: short(band.max, '') })
}

/** Size and price choices with their counts (beyond the spec); a choice that would find nothing is disabled. */
export function RefineFilters({ view, facets, update }: RefineFiltersProps) {
  if (!facets) return null
  const sizes = selectedSizes(view)
  return (
    <div className="space-y-8">
      {facets.sizes.length > 0 && (
        <fieldset>
          <legend className="mb-3 text-xs font-semibold tracking-[0.2em] uppercase">
            {m.size()}
          </legend>
          <div className="flex flex-wrap gap-2">
            {facets.sizes.map((facet) => {
              const pressed = sizes.includes(facet.size_code)
              return (
                <button
                  key={facet.size_code}
                  type="button"
                  aria-pressed={pressed}
                  disabled={facet.count === 0 && !pressed}
                  aria-label={m.size_facet({ size: facet.size_code, count: facet.count })}
                  onClick={() => update({ sizes: toggleSize(view, facet.size_code) })}
                  className="min-h-10 min-w-12 border border-line px-3 text-sm transition hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-cream disabled:cursor-not-allowed disabled:text-muted disabled:line-through disabled:hover:border-line"
                >
                  {facet.size_code}
                </button>
              )
            })}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend className="mb-2 text-xs font-semibold tracking-[0.2em] uppercase">
          {m.price()}
        </legend>
        <ul>
          {facets.price_bands.map((band) => {
            const active = isPriceBandActive(view, band)
            return (
              <li key={band.min}>
                <button
                  type="button"
                  aria-pressed={active}
                  aria-label={m.band_facet({ band: bandLabel(band), count: band.count })}
                  disabled={band.count === 0 && !active}
                  onClick={() =>
                    update(
                      active
                        ? { price_min: undefined, price_max: undefined }
                        : priceBandParams(band),
                    )
                  }
                  className="flex min-h-10 w-full items-center justify-between gap-3 text-left text-sm text-muted hover:text-ink aria-pressed:font-semibold aria-pressed:text-ink disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <span className="flex items-center gap-2.5">
                    <span
                      aria-hidden="true"
                      className={`size-3.5 border ${active ? 'border-ink bg-ink' : 'border-muted'}`}
                    />
                    {bandLabel(band)}
                  </span>
                  <span className="text-xs">({band.count})</span>
                </button>
              </li>
            )
          })}
        </ul>
      </fieldset>
      {hasRefinements(view) && (
        <button
          type="button"
          onClick={() => update({ sizes: undefined, price_min: undefined, price_max: undefined })}
          className="text-sm underline underline-offset-4"
        >
          {m.clear_size_price()}
        </button>
      )}
    </div>
  )
}
