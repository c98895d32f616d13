import { useState } from 'react'
import { Link } from 'react-router'
import {
  bookOrderWaybill,
  handOverOrder,
  markOrderPacked,
  orderActionRefusal,
} from '@store/contract/admin/order-actions'
import type { OrderAction } from '@store/contract/admin/order-actions'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { CATALOGUE_ROLES } from '@store/contract/admin/staff-roles'
import { Button } from '@/components/ui/button'
import { canAct, useStaffSession } from '@/api/get-staff-session'
import { useOrderAction } from '../api/calls'
import { CancelDialog } from './cancel-dialog'
import { WaybillDialog } from './waybill-dialog'

/** The actions the order's status allows and the signed-in role may take; the rest are not offered. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { data: session } = useStaffSession()
  const [dialog, setDialog] = useState<'waybill' | 'cancel' | null>(null)
  const ref = order.trx_ref
  const pack = useOrderAction(markOrderPacked, ref)
  const book = useOrderAction(bookOrderWaybill, ref)
  const handOver = useOrderAction(handOverOrder, ref)
  const manages = canAct(session?.staff, CATALOGUE_ROLES)
  const state = {
    trx_ref: ref,
    status: order.status,
    shipping_type: order.shipping_type,
    no_resi: order.shipping.no_resi,
    packed: order.shipping.packed_at !== null,
  }
  const allowed = (action: OrderAction) =>
    (manages || action === 'hand-over') && orderActionRefusal(action, state) === null
  const courier = order.shipping_type === 'ONLINE_DELIVERY'
  return (
    <div className="flex w-full flex-wrap gap-2">
      {allowed('pack') && (
        <Button busy={pack.isPending} onClick={() => pack.mutate({ ref })}>
          Mark packed
        </Button>
      )}
      {allowed('book-waybill') && (
        <Button busy={book.isPending} onClick={() => book.mutate({ ref })}>
          Book waybill
        </Button>
      )}
      {allowed('set-waybill') && (
        <Button variant="secondary" onClick={() => setDialog('waybill')}>
          Enter waybill
        </Button>
      )}
      {allowed('hand-over') && (
        <Button busy={handOver.isPending} onClick={() => handOver.mutate({ ref })}>
          Hand over
        </Button>
      )}
      {courier && manages && (
        <Link
          to={`/orders/${encodeURIComponent(ref)}/print`}
          target="_blank"
          className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
        >
          Print slip and label
        </Link>
      )}
      {allowed('cancel') && (
        <Button variant="danger" className="sm:ml-auto" onClick={() => setDialog('cancel')}>
          Cancel order
        </Button>
      )}
      {dialog === 'waybill' && <WaybillDialog trxRef={ref} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelDialog order={order} onClose={() => setDialog(null)} />}
    </div>
  )
}
