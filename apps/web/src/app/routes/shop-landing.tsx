import { ScrollRestoration, useParams } from 'react-router'
import { prefetchHomePage } from '@/api/get-home-page'
import { LandingPage } from '@/features/landing/components/landing-page'
import { landingSlug } from '@/features/landing/landing-slug'
import { scrollKey } from '@/lib/scroll-key'

export const prefetch = prefetchHomePage

export function Component() {
  const { category } = useParams()
  return (
    <>
      <LandingPage slug={landingSlug(category)} />
      <ScrollRestoration getKey={scrollKey} />
    </>
  )
}
