import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ChatIcon, ClockIcon, InstagramIcon, StoreIcon } from '@/components/ui/icons'
import { StoreBadges } from '@/components/ui/store-badges'
import { CONTACT } from '@/lib/contact-details'

const COMPANY_LINKS = [
  { label: 'Our Stores', to: '/stores' },
  { label: 'Online Delivery', to: '/stores/online-delivery' },
  { label: 'Pickup on Store', to: '/stores/pickup-on-store' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Terms & Conditions', to: '/tnc' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
]

const LINK = 'text-ink/80 transition hover:text-clay'

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`footer-${title.toLowerCase()}`}>
      <h2
        id={`footer-${title.toLowerCase()}`}
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
        <FooterSection title="About">
          <p className="font-display text-2xl leading-snug">Made for slow, warm days.</p>
          <p className="mt-3 max-w-xs leading-relaxed text-muted">
            KAINARA is everyday Indonesian clothing: breathable linen, hand-stamped batik and easy
            tailoring, designed in Bandung.
          </p>
          <Link to="/hashtag" className={`mt-4 inline-block underline underline-offset-4 ${LINK}`}>
            See how you wear it
          </Link>
        </FooterSection>
        <FooterSection title="Company">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-1">
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection title="Contact">
          <ul className="space-y-4 text-ink/80">
            <li className="flex gap-3">
              <ClockIcon className="mt-0.5 shrink-0" />
              <span>
                Customer service
                <br />
                <span className="text-muted">{CONTACT.customerServiceHours}</span>
              </span>
            </li>
            <li className="flex gap-3">
              <StoreIcon className="mt-0.5 shrink-0" />
              <span>
                Store hours
                <br />
                <span className="text-muted">{CONTACT.storeHours}</span>
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
                  Chat with us on WhatsApp
                  <br />
                  <span className="text-muted">{CONTACT.whatsappDisplay}</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </span>
              </a>
            </li>
          </ul>
        </FooterSection>
        <FooterSection title="Social">
          <a
            href={CONTACT.instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`flex items-center gap-3 ${LINK}`}
          >
            <InstagramIcon />
            <span>
              Instagram {CONTACT.instagramHandle}
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
          <p className="mt-8 mb-3 text-[11px] font-semibold tracking-[0.25em] uppercase">
            Get the app
          </p>
          <StoreBadges />
        </FooterSection>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-muted sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} KAINARA. All rights reserved.</p>
          <p>Prices in Indonesian Rupiah (IDR).</p>
        </div>
      </div>
    </footer>
  )
}
