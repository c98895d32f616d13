import type { HomeSection } from '@store/contract/home'
import { ArrowRightIcon } from '@/components/ui/icons'
import { ResponsivePicture } from '@/components/ui/responsive-picture'
import { SmartLink } from '@/components/ui/smart-link'
import { MEDIA_SIZES } from '@/lib/media-sizes'
import * as m from '#messages'

/** The three editorial sections of the home page: image, title lines, subtitle, optional button. */
export function PromoSections({ sections }: { sections: readonly HomeSection[] }) {
  if (sections.length === 0) return null
  return (
    <section aria-labelledby="promo-heading" className="container-page py-16 md:py-24">
      <div className="mb-10 text-center md:mb-14">
        <p className="text-[11px] font-medium tracking-[0.3em] text-muted uppercase">
          {m.the_edit()}
        </p>
        <h2 id="promo-heading" className="mt-3 font-display text-3xl font-medium md:text-4xl">
          {m.this_season()}
        </h2>
      </div>
      <div className="grid gap-14 md:grid-cols-3 md:gap-6 lg:gap-10">
        {sections.map((section, index) => (
          <PromoCard key={section.title_lines.join(' ') || index} section={section} />
        ))}
      </div>
    </section>
  )
}

function PromoCard({ section }: { section: HomeSection }) {
  const newTab = section.open_new_tab === 1
  return (
    <article className="flex flex-col">
      <div className="overflow-hidden bg-sand">
        <ResponsivePicture
          sizes={{ desktop: '33vw', mobile: '(min-width: 768px) 33vw, 100vw' }}
          desktop={{ src: section.image_url, ...MEDIA_SIZES.section }}
          mobile={{ src: section.image_url_mobile, ...MEDIA_SIZES.section }}
          alt=""
          className="block aspect-[9/11] w-full object-cover"
        />
      </div>
      <h3 className="mt-6 font-display text-[28px] leading-[1.15] font-medium md:text-3xl">
        {section.title_lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </h3>
      <p className="mt-3 max-w-sm text-[15px] leading-relaxed text-muted">{section.subtitle}</p>
      {section.button_text && section.url && (
        <SmartLink
          href={section.url}
          newTab={newTab}
          className="mt-5 inline-flex w-fit items-center gap-2 border-b border-ink pb-1 text-xs font-semibold tracking-[0.2em] uppercase transition hover:gap-3"
        >
          {section.button_text}
          <ArrowRightIcon width={16} height={16} />
        </SmartLink>
      )}
    </article>
  )
}
