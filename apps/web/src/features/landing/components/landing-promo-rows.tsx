import type { CategoryLanding } from '@store/contract/home'
import { ArrowRightIcon } from '@/components/ui/icons'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { SmartLink } from '@/components/ui/smart-link'
import { MEDIA_SIZES } from '@/lib/media-sizes'
import * as m from '#messages'

/** 'New In' and its three promo rows, image and text alternating sides. */
export function LandingPromoRows({ landing }: { landing: CategoryLanding }) {
  return (
    <section aria-labelledby="new-in-heading" className="container-page pb-16 md:pb-24">
      <h2
        id="new-in-heading"
        className="border-t border-line pt-14 text-center font-display text-3xl font-medium md:text-4xl"
      >
        {landing.title}
      </h2>
      <div className="mx-auto mt-12 max-w-5xl space-y-4 md:mt-16 md:space-y-0">
        {landing.promo_rows.map((row, index) => (
          <article key={row.shop_url + index} className="grid md:grid-cols-2">
            <ResponsiveImage
              sizes="(min-width: 768px) 512px, 100vw"
              src={row.image_url}
              alt=""
              {...MEDIA_SIZES.section}
              className={`aspect-[4/5] w-full bg-sand object-cover ${index % 2 === 1 ? 'md:order-2' : ''}`}
            />
            <div className="flex flex-col items-start justify-center bg-sand/60 px-6 py-10 md:px-14">
              <p className="text-[11px] font-medium tracking-[0.3em] text-muted uppercase">
                {String(index + 1).padStart(2, '0')} /{' '}
                {String(landing.promo_rows.length).padStart(2, '0')}
              </p>
              <h3 className="mt-4 font-display text-3xl leading-tight font-medium md:text-[40px]">
                {row.title}
              </h3>
              <p className="mt-4 max-w-sm text-[15px] leading-relaxed text-muted">{row.subtitle}</p>
              <SmartLink
                href={row.shop_url}
                className="mt-8 inline-flex items-center gap-2 border-b border-ink pb-1 text-xs font-semibold tracking-[0.2em] uppercase transition hover:gap-3"
              >
                {m.shop_now()}
                <span className="sr-only">: {row.title}</span>{' '}
                <ArrowRightIcon width={16} height={16} />
              </SmartLink>
            </div>
          </article>
        ))}
      </div>
    </section>
  )
}
