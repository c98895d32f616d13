import * as m from '#messages'
import { PageHeader } from '@/components/ui/page-header'
import { usePaymentSettings } from '../api/get-payment-settings'
import { PaymentSettingsForm } from './payment-settings-form'

/** The owner's payment settings: the channels offered, and the reminder before a hold ends. */
export function PaymentSettingsPage() {
  const { data, error, isPending } = usePaymentSettings()
  return (
    <>
      <PageHeader title={m.nav_payments()} />
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {error.message}
        </p>
      )}
      {isPending && (
        <p role="status" className="text-muted">
          {m.payments_loading()}
        </p>
      )}
      {data && <PaymentSettingsForm settings={data} />}
    </>
  )
}
