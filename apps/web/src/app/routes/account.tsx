import { useParams } from 'react-router'
import { AccountLayout } from '@/features/account/components/account-layout'
import { AccountSection } from '@/features/account/components/account-section'
import { ACCOUNT_MENU } from '@/features/content/data/account-menu'

export function Component() {
  const section = (useParams()['*'] ?? '').replace(/\/+$/, '')
  const current = ACCOUNT_MENU.find((item) => item.path === section) ?? ACCOUNT_MENU[0]
  return (
    <AccountLayout title={current.label}>
      <AccountSection path={current.path} label={current.label} />
    </AccountLayout>
  )
}
