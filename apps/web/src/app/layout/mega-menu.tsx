import type { PointerEventHandler } from 'react'
import { Link } from 'react-router'
import { ArrowRightIcon } from '@/components/ui/icons'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import type { MenuContent } from './nav-model'
import * as m from '#messages'

interface MegaMenuProps {
  id: string
  labelledBy: string
  content: MenuContent
  onPointerEnter: PointerEventHandler
}

const LINK = 'text-sm text-ink/85 transition hover:text-clay'

/** The full-width panel under the header for one top-level menu. */
export function MegaMenu({ id, labelledBy, content, onPointerEnter }: MegaMenuProps) {
  const { highlights, links, feature } = content
  return (
    <div
      id={id}
      aria-labelledby={labelledBy}
      role="region"
      onPointerEnter={onPointerEnter}
      className="absolute inset-x-0 top-full z-30 border-t border-line bg-[#fffdf9] shadow-[0_24px_40px_-24px_rgb(31_27_22/0.25)]"
    >
      <div className="container-page grid grid-cols-[200px_1fr_minmax(0,440px)] gap-12 py-10">
        <ul className="space-y-3 border-r border-line pr-8">
          {highlights.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="font-display text-lg font-medium transition hover:text-clay"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div>
          <p className="mb-4 text-[11px] font-semibold tracking-[0.22em] text-muted uppercase">
            {content.sale ? m.shop_sale_by() : m.categories()}
          </p>
          {links.length > 0 ? (
            <ul className="grid grid-cols-2 gap-x-8 gap-y-3">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{m.categories_loading()}</p>
          )}
        </div>
        {feature && (
          <Link to={feature.to} className="group block">
            {feature.image ? (
              <ResponsiveImage
                sizes="40vw"
                src={feature.image}
                alt=""
                width={1600}
                height={500}
                className="aspect-[16/7] w-full bg-sand object-cover transition duration-500 group-hover:opacity-90"
              />
            ) : (
              <span className="grid aspect-[16/7] w-full place-items-center bg-clay px-6 text-center font-display text-3xl text-cream">
                {m.up_to_40_off()}
              </span>
            )}
            <span className="mt-3 block text-sm leading-relaxed text-muted">{feature.text}</span>
            <span className="mt-2 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] uppercase">
              {feature.cta} <ArrowRightIcon width={16} height={16} />
            </span>
          </Link>
        )}
      </div>
    </div>
  )
}
