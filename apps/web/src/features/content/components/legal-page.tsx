import type { ReactNode } from 'react'
import { PageHeading } from '@/components/ui/page-heading'
import { LOCALE } from '@/i18n/locale'
import type { LegalSection } from '../data/legal-section'

interface LegalPageProps {
  title: string
  kicker: string
  intro: string
  sections: readonly LegalSection[]
  /** The language of the text, when it differs from the page's English. */
  lang?: string
  contentsLabel: string
  /** A note above the text in the page's own language (which text binds, where the other is). */
  notice?: ReactNode
}

const anchor = (index: number) => `section-${index + 1}`

/** A long legal text: numbered sections with a table of contents beside them on wide screens. */
export function LegalPage({
  title,
  kicker,
  intro,
  sections,
  lang,
  contentsLabel,
  notice,
}: LegalPageProps) {
  return (
    <main id="main" lang={lang}>
      <PageHeading kicker={kicker} title={title} description={intro} />
      {notice && (
        <p
          lang={LOCALE}
          className="container-page -mt-4 mb-10 max-w-3xl border-l-2 border-clay bg-cream/70 px-4 py-3 text-sm"
        >
          {notice}
        </p>
      )}
      <div className="container-page grid gap-12 lg:grid-cols-[260px_1fr] lg:gap-20">
        <nav aria-label={contentsLabel} className="max-lg:hidden">
          <ol className="sticky top-40 space-y-2.5 border-l border-line pl-5 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchor(index)}`} className="text-muted transition hover:text-ink">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <li key={section.title} id={anchor(index)} className="scroll-mt-40">
              <h2 className="font-display text-2xl font-medium">
                <span className="mr-3 text-clay">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-3 text-[15px] leading-relaxed text-ink/80">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items && (
                  <ul className="list-disc space-y-1.5 pl-5 marker:text-clay">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </main>
  )
}
