import { ScrollRestoration, useParams } from 'react-router'
import { LandingPage } from '@/features/landing/components/landing-page'
import { landingSlug } from '@/features/landing/landing-slug'

export function Component() {
  const { category } = useParams()
  return (
    <>
      <LandingPage slug={landingSlug(category)} />
      <ScrollRestoration />
    </>
  )
}
