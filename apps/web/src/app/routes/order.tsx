import { useParams, useSearchParams } from 'react-router'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { GuestOrder } from '@/features/orders/components/guest-order'

export function Component() {
  useDocumentTitle('Your Order')
  const ref = useParams().ref ?? ''
  const key = useSearchParams()[0].get('key') ?? ''
  return (
    <main id="main" className="container-page">
      <GuestOrder link={ref && key ? { ref, key } : null} />
    </main>
  )
}
