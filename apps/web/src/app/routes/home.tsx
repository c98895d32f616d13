import { prefetchHomePage } from '@/api/get-home-page'
import { HomePage } from '@/features/home/components/home-page'
import { NewsletterSignupForm } from '@/features/newsletter/components/newsletter-signup-form'

export const prefetch = prefetchHomePage

export function Component() {
  return <HomePage newsletterForm={<NewsletterSignupForm />} />
}
