import { FashionPage } from '@/features/landing/components/fashion-page'

export function Component() {
  return <FashionPage />
}
