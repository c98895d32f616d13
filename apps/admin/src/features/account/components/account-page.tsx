import { useStaffSession } from '@/api/get-staff-session'
import { PageHeader } from '@/components/ui/page-header'
import { MailSettingsSection } from './mail-settings-section'
import { PasswordSection } from './password-section'
import { TwoStepSection } from './two-step-section'

/** The signed-in account: who it is, its mails, its second factor and its password. */
export function AccountPage() {
  const { data } = useStaffSession()
  const enrolling = data?.second_factor === 'ENROL'
  return (
    <>
      <PageHeader title="My account" />
      {enrolling && (
        <p role="alert" className="mb-6 max-w-md rounded-md bg-amber-50 px-4 py-3 text-sm">
          The owner asks every account to set up two-step sign-in. Set it up below to open the rest
          of the back office.
        </p>
      )}
      {data && (
        <dl className="mb-8 grid max-w-md grid-cols-[8rem_1fr] gap-y-2 text-sm">
          <dt className="text-muted">Name</dt>
          <dd>{data.staff.name}</dd>
          <dt className="text-muted">E-mail</dt>
          <dd>{data.staff.email}</dd>
          <dt className="text-muted">Role</dt>
          <dd>{data.staff.role}</dd>
        </dl>
      )}
      {!enrolling && <MailSettingsSection />}
      <TwoStepSection />
      {!enrolling && <PasswordSection />}
    </>
  )
}
