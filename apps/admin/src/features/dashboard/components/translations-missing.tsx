import * as m from '#messages'
import { Link } from 'react-router'
import { missingProductsLink, useTranslationCounts } from '../api/get-translation-counts'
import { pagesMissing } from '../utils/translation-count'

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="rounded-md border border-line p-3">
      <dt className="text-xs uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 flex items-baseline gap-3">
        <span className="text-xl font-semibold tabular-nums">{value}</span>
        {to && value > 0 && (
          <Link to={to} className="text-sm font-medium underline underline-offset-2">
            {m.dashboard_translations_show()}
            <span className="sr-only">: {label}</span>
          </Link>
        )}
      </dd>
    </div>
  )
}

/** What is left to translate, with a way to the products' list filtered to them (decision 072). */
export function TranslationsMissing() {
  const { data } = useTranslationCounts()
  if (!data) return null
  const pages = pagesMissing(data.id)
  const done = data.id.products === 0 && data.en.products === 0 && pages === 0
  return (
    <section
      aria-labelledby="translations-missing"
      className="mb-6 rounded-lg border border-line bg-white p-4"
    >
      <h2 id="translations-missing" className="font-semibold">
        {m.dashboard_translations_title()}
      </h2>
      {done ? (
        <p className="mt-1 text-sm text-muted">{m.dashboard_translations_done()}</p>
      ) : (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Figure
            label={m.dashboard_translations_products()}
            value={data.id.products}
            to={missingProductsLink('id')}
          />
          {data.en.products > 0 && (
            <Figure
              label={m.dashboard_translations_products_english()}
              value={data.en.products}
              to={missingProductsLink('en')}
            />
          )}
          <Figure label={m.dashboard_translations_pages()} value={pages} />
        </dl>
      )}
      {!done && pages > 0 && (
        <p className="mt-2 text-xs text-muted">{m.dashboard_translations_pages_note()}</p>
      )}
    </section>
  )
}
