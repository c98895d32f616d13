import * as m from '#messages'
import { useState } from 'react'
import { Link } from 'react-router'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { useStaffSession } from '@/api/get-staff-session'
import { Button } from '@/components/ui/button'
import { useBookWaybill } from '../api/book-waybill'
import { useHandOver } from '../api/hand-over'
import { useMarkPacked } from '../api/mark-packed'
import { mayPrint, offeredActions } from '../utils/offered-actions'
import { CancelDialog } from './cancel-dialog'
import { WaybillDialog } from './waybill-dialog'

/** The actions the order's status allows and the signed-in role may take; the rest are not offered. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { data: session } = useStaffSession()
  const [dialog, setDialog] = useState<'waybill' | 'cancel' | null>(null)
  const ref = order.trx_ref
  const pack = useMarkPacked(ref)
  const book = useBookWaybill(ref)
  const handOver = useHandOver(ref)
  const offered = offeredActions(session?.staff, order)
  return (
    <div className="flex w-full flex-wrap gap-2">
      {offered.has('pack') && (
        <Button busy={pack.isPending} onClick={() => pack.mutate({ ref })}>
          {m.mark_packed()}
        </Button>
      )}
      {offered.has('book-waybill') && (
        <Button busy={book.isPending} onClick={() => book.mutate({ ref })}>
          {m.book_waybill()}
        </Button>
      )}
      {offered.has('set-waybill') && (
        <Button variant="secondary" onClick={() => setDialog('waybill')}>
          {m.enter_waybill()}
        </Button>
      )}
      {offered.has('hand-over') && (
        <Button busy={handOver.isPending} onClick={() => handOver.mutate({ ref })}>
          {m.hand_over()}
        </Button>
      )}
      {mayPrint(session?.staff, order) && (
        <Link
          to={`/orders/${encodeURIComponent(ref)}/print`}
          target="_blank"
          className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
        >
          {m.print_slip_label()}
        </Link>
      )}
      {offered.has('cancel') && (
        <Button variant="danger" className="sm:ml-auto" onClick={() => setDialog('cancel')}>
          {m.cancel_order()}
        </Button>
      )}
      {dialog === 'waybill' && <WaybillDialog trxRef={ref} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelDialog order={order} onClose={() => setDialog(null)} />}
    </div>
  )
}
