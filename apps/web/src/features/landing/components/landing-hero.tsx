import { Link } from 'react-router'
import type { CategoryLanding } from '@store/contract/home'
import { ResponsivePicture } from '@/components/ui/responsive-picture'
import { MEDIA_SIZES } from '@/lib/media-sizes'
import { IMAGE_SIZES } from '@store/contract/media'
import * as m from '#messages'

interface LandingHeroProps {
  landing: CategoryLanding
  label: string
  shopAllUrl: string
}

/** Spec: the desktop banner above 991 px wide, the mobile one below. */
export function LandingHero({ landing, label, shopAllUrl }: LandingHeroProps) {
  return (
    <section aria-labelledby="landing-heading" className="relative">
      <ResponsivePicture
        sizes={{ desktop: IMAGE_SIZES.fullWidth, mobile: IMAGE_SIZES.fullWidth }}
        desktop={{ src: landing.hero_image_url, ...MEDIA_SIZES.bannerDesktop }}
        mobile={{ src: landing.hero_image_url_mobile, ...MEDIA_SIZES.bannerMobile }}
        alt=""
        priority
        className="block aspect-[4/5] max-h-[calc(100svh-4rem)] w-full bg-sand object-cover min-[992px]:aspect-[12/5]"
      />
      <div className="container-page flex flex-col items-center gap-5 py-10 text-center md:py-14">
        <h1 id="landing-heading" className="font-display text-4xl font-medium md:text-5xl">
          KAINARA {label}
        </h1>
        <Link to={shopAllUrl} className="btn-primary">
          {m.shop_all_of({ title: label })}
        </Link>
      </div>
    </section>
  )
}
