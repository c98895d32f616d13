import * as m from '#messages'
import { useStaffSession } from '@/api/get-staff-session'
import { PageHeader } from '@/components/ui/page-header'
import { roleName } from '@/i18n/role-names'
import { LanguageSection } from './language-section'
import { MailSettingsSection } from './mail-settings-section'
import { PasswordSection } from './password-section'
import { TwoStepSection } from './two-step-section'

/** The signed-in account: who it is, its mails, its second factor and its password. */
export function AccountPage() {
  const { data } = useStaffSession()
  const enrolling = data?.second_factor === 'ENROL'
  return (
    <>
      <PageHeader title={m.nav_account()} />
      {enrolling && (
        <p role="alert" className="mb-6 max-w-md rounded-md bg-amber-50 px-4 py-3 text-sm">
          {m.enrol_required()}
        </p>
      )}
      {data && (
        <dl className="mb-8 grid max-w-md grid-cols-[9rem_1fr] gap-y-2 text-sm">
          <dt className="text-muted">{m.name()}</dt>
          <dd>{data.staff.name}</dd>
          <dt className="text-muted">{m.email()}</dt>
          <dd>{data.staff.email}</dd>
          <dt className="text-muted">{m.role()}</dt>
          <dd>{roleName(data.staff.role)}</dd>
        </dl>
      )}
      <LanguageSection />
      {!enrolling && <MailSettingsSection />}
      <TwoStepSection />
      {!enrolling && <PasswordSection />}
    </>
  )
}
