import { Link } from 'react-router'
import { ChevronDownIcon } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'
import { Tabs } from '@/components/ui/tabs'
import { CONTACT } from '@/lib/contact-details'
import { FAQ_TOPICS } from '#content/faq'
import type { FaqItem } from '../data/content-types'
import * as m from '#messages'
import * as w from '@store/contract/words'

function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-line border-y border-line">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-[15px] font-medium [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDownIcon className="shrink-0 transition group-open:rotate-180" />
          </summary>
          <div className="pb-6 text-[15px] leading-relaxed text-muted">
            <p>{item.answer}</p>
            {item.link && (
              <Link
                to={item.link.to}
                className="mt-3 inline-block text-ink underline underline-offset-4 hover:text-clay"
              >
                {item.link.label}
              </Link>
            )}
          </div>
        </details>
      ))}
    </div>
  )
}

/** /faq: tabbed questions and answers, then a way to reach a person. */
export function FaqPage() {
  return (
    <main id="main">
      <PageHeading kicker={m.help()} title={w.page_faq()} description={m.faq_intro()} />
      <div className="container-page">
        <Tabs
          label={m.faq_topics()}
          items={FAQ_TOPICS.map((topic) => ({
            id: topic.id,
            label: topic.label,
            content: <FaqList items={topic.items} />,
          }))}
        />
        <aside
          aria-label={m.footer_contact()}
          className="mx-auto mt-16 max-w-3xl bg-cream px-6 py-10 text-center"
        >
          <h2 className="font-display text-2xl font-medium">{m.still_need_help()}</h2>
          <p className="mt-2 text-[15px] text-muted">
            {m.customer_service_answers({ hours: m.customer_service_hours() })}
          </p>
          <a
            href={CONTACT.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary mt-6"
          >
            {m.chat_on_whatsapp()}
            <span className="sr-only"> {m.opens_new_tab()}</span>
          </a>
        </aside>
      </div>
    </main>
  )
}
