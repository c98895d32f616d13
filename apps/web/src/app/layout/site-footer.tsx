import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ChatIcon, ClockIcon, InstagramIcon, StoreIcon } from '@/components/ui/icons'
import { StoreBadges } from '@/components/ui/store-badges'
import { CONTACT } from '@/lib/contact-details'
import * as m from '#messages'

const companyLinks = () => [
  { label: m.our_stores(), to: '/stores' },
  { label: m.online_delivery(), to: '/stores/online-delivery' },
  { label: m.pickup_on_store(), to: '/stores/pickup-on-store' },
  { label: m.faq(), to: '/faq' },
  { label: m.terms_conditions(), to: '/tnc' },
  { label: m.privacy_policy(), to: '/privacy-policy' },
]

const LINK = 'text-ink/80 transition hover:text-clay'

function FooterSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`footer-${id}`}>
      <h2
        id={`footer-${id}`}
        className="mb-5 text-[11px] font-semibold tracking-[0.25em] uppercase"
      >
        {title}
      </h2>
      {children}
    </section>
  )
}

/** About, Company, Contact and Social (spec section 2), on every layout page. */
export function SiteFooter() {
  return (
    <footer className="mt-16 bg-cream text-sm md:mt-24">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.2fr_1.2fr] lg:gap-14 lg:py-20">
        <FooterSection id="about" title={m.footer_about()}>
          <p className="font-display text-2xl leading-snug">{m.footer_about_title()}</p>
          <p className="mt-3 max-w-xs leading-relaxed text-muted">{m.footer_about_text()}</p>
          <Link to="/hashtag" className={`mt-4 inline-block underline underline-offset-4 ${LINK}`}>
            {m.footer_see_how()}
          </Link>
        </FooterSection>
        <FooterSection id="company" title={m.footer_company()}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-1">
            {companyLinks().map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection id="contact" title={m.footer_contact()}>
          <ul className="space-y-4 text-ink/80">
            <li className="flex gap-3">
              <ClockIcon className="mt-0.5 shrink-0" />
              <span>
                {m.customer_service()}
                <br />
                <span className="text-muted">{m.customer_service_hours()}</span>
              </span>
            </li>
            <li className="flex gap-3">
              <StoreIcon className="mt-0.5 shrink-0" />
              <span>
                {m.store_hours()}
                <br />
                <span className="text-muted">{m.store_hours_value()}</span>
              </span>
            </li>
            <li>
              <a
                href={CONTACT.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`flex gap-3 ${LINK}`}
              >
                <ChatIcon className="mt-0.5 shrink-0" />
                <span>
                  {m.chat_whatsapp()}
                  <br />
                  <span className="text-muted">{CONTACT.whatsappDisplay}</span>
                  <span className="sr-only"> {m.opens_new_tab()}</span>
                </span>
              </a>
            </li>
          </ul>
        </FooterSection>
        <FooterSection id="social" title={m.footer_social()}>
          <a
            href={CONTACT.instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`flex items-center gap-3 ${LINK}`}
          >
            <InstagramIcon />
            <span>
              Instagram {CONTACT.instagramHandle}
              <span className="sr-only"> {m.opens_new_tab()}</span>
            </span>
          </a>
          <p className="mt-8 mb-3 text-[11px] font-semibold tracking-[0.25em] uppercase">
            {m.get_the_app()}
          </p>
          <StoreBadges />
        </FooterSection>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-muted sm:flex-row sm:justify-between">
          <p>{m.copyright({ year: new Date().getFullYear() })}</p>
          <p>{m.prices_in_idr()}</p>
        </div>
      </div>
    </footer>
  )
}
