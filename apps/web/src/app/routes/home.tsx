import { prefetchHomePage } from '@/features/home/api/get-home-page'
import { HomePage } from '@/features/home/components/home-page'

export const prefetch = prefetchHomePage

export function Component() {
  return <HomePage />
}
