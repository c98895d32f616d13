import { PaymentResponsePage } from '@/features/checkout/components/payment-response-page'

export function Component() {
  return <PaymentResponsePage />
}
