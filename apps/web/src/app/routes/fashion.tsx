import { prefetchHomePage } from '@/api/get-home-page'
import { FashionPage } from '@/features/landing/components/fashion-page'

export const prefetch = prefetchHomePage

export function Component() {
  return <FashionPage />
}
