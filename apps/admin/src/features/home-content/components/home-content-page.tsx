import * as m from '#messages'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '@/components/ui/page-header'
import { useHomeContent } from '../api/get-home-content'
import { HashtagPanel } from './hashtag-panel'
import { PopupVideoPanel } from './popup-video-panel'
import { PromoBarPanel } from './promo-bar-panel'
import { SectionsPanel } from './sections-panel'
import { SlidesPanel } from './slides-panel'

const PARTS = [
  { key: 'slider', label: m.home_part_slider() },
  { key: 'popup', label: m.home_part_popup() },
  { key: 'sections', label: m.home_part_sections() },
  { key: 'promo-bar', label: m.home_part_promo_bar() },
  { key: 'hashtag', label: m.home_hashtag() },
] as const

/** /home-content: what the shop's home shows, one part at a time (the part is in the URL). */
export function HomeContentPage() {
  const [params] = useSearchParams()
  const part = PARTS.find((entry) => entry.key === params.get('part')) ?? PARTS[0]
  const { data, error, isPending } = useHomeContent()
  return (
    <>
      <PageHeader
        title={m.nav_home_content()}
        actions={
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
          >
            {m.home_preview()}
            <span className="sr-only"> {m.home_new_tab()}</span>
          </a>
        }
      />
      <nav aria-label={m.home_parts()} className="mb-6 overflow-x-auto border-b border-line">
        <ul className="flex gap-1">
          {PARTS.map((entry) => (
            <li key={entry.key}>
              <Link
                to={`?part=${entry.key}`}
                aria-current={entry.key === part.key ? 'page' : undefined}
                className={`block border-b-2 px-3 py-2 text-sm whitespace-nowrap ${
                  entry.key === part.key
                    ? 'border-ink font-semibold text-ink'
                    : 'border-transparent text-muted hover:text-ink'
                }`}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isPending && (
        <p role="status" className="text-muted">
          {m.home_loading()}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      {data && part.key === 'slider' && <SlidesPanel slides={data.slides} />}
      {data && part.key === 'popup' && <PopupVideoPanel content={data} />}
      {data && part.key === 'sections' && <SectionsPanel sections={data.sections} />}
      {data && part.key === 'promo-bar' && (
        <PromoBarPanel text={data.promo_bar_text} bahasa={data.promo_bar_text_bahasa} />
      )}
      {data && part.key === 'hashtag' && <HashtagPanel content={data} />}
    </>
  )
}

export { HomeContentPage as Component }
