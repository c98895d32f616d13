import { useParams, useSearchParams } from 'react-router'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { GuestOrder } from '@/features/orders/components/guest-order'
import * as w from '@store/contract/words'

export function Component() {
  useDocumentTitle(w.page_order())
  const ref = useParams().ref ?? ''
  const key = useSearchParams()[0].get('key') ?? ''
  return (
    <main id="main" className="container-page">
      <GuestOrder link={ref && key ? { ref, key } : null} />
    </main>
  )
}
