import { StoresPage } from '@/features/content/components/stores-page'

export function Component() {
  return <StoresPage />
}
