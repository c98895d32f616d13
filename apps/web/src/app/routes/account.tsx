import { useParams } from 'react-router'
import { AccountPage } from '@/features/content/components/account-page'

export function Component() {
  const section = (useParams()['*'] ?? '').replace(/\/+$/, '')
  return <AccountPage section={section} />
}
