import * as m from '#messages'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { CounterOrder } from '@store/contract/admin/counter'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { useHandOverPickup } from '../api/hand-over-pickup'
import { useLookUpPickup } from '../api/look-up-pickup'
import { readCounterCode } from '../utils/read-code'
import { CameraScanner } from './camera-scanner'
import { CodeForm } from './code-form'
import { PhotoScanner } from './photo-scanner'
import { PickupCard } from './pickup-card'
import { ReturnsToReceive } from './returns-to-receive'

type Found = { code: string; order: CounterOrder }

/**
 * /counter: a showroom clerk scans or types a pick-up code and hands the order
 * over, or takes in a return brought here by its reference or the order's QR.
 */
export function Component() {
  const lookUp = useLookUpPickup()
  const handOver = useHandOverPickup()
  const [found, setFound] = useState<Found | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [unreadable, setUnreadable] = useState<string | null>(null)
  const [orderRef, setOrderRef] = useState<string | null>(null)
  const navigate = useNavigate()

  function find(scanned: string) {
    setDone(null)
    setFound(null)
    handOver.reset()
    lookUp.reset()
    const read = readCounterCode(scanned)
    if ('returnRef' in read)
      return void navigate(`/returns/${encodeURIComponent(read.returnRef)}?counter=1`)
    setUnreadable('problem' in read ? read.problem : null)
    setOrderRef('code' in read ? read.orderRef : null)
    if ('code' in read)
      lookUp.mutate(read.code, {
        onSuccess: ({ data }) => setFound({ code: read.code, order: data }),
      })
  }
  function hand(current: Found) {
    handOver.mutate(current.code, {
      onSuccess: () => {
        setFound(null)
        setDone(
          m.counter_handed_over({ ref: current.order.trx_ref, name: current.order.collector_name }),
        )
      },
    })
  }
  function next() {
    setFound(null)
    setDone(null)
    setUnreadable(null)
    setOrderRef(null)
    lookUp.reset()
    handOver.reset()
  }

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={m.nav_counter()} />
      <div className="flex flex-col gap-6">
        {done && (
          <div role="status" className="rounded-lg border border-ok/30 bg-green-50 p-4">
            <p className="font-medium text-ok">{done}</p>
            <Button className="mt-3 min-h-12 w-full text-base" onClick={next}>
              {m.counter_next_customer()}
            </Button>
          </div>
        )}
        {found ? (
          <>
            <PickupCard order={found.order} />
            {handOver.error && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-danger">
                {handOver.error.message}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row-reverse">
              <Button
                busy={handOver.isPending}
                className="min-h-12 w-full text-base sm:w-auto sm:flex-1"
                onClick={() => hand(found)}
              >
                {m.counter_hand_over_to({ name: found.order.collector_name })}
              </Button>
              <Button variant="secondary" className="min-h-12 w-full sm:w-auto" onClick={next}>
                {m.counter_not_this_order()}
              </Button>
            </div>
          </>
        ) : (
          !done && (
            <>
              <p className="text-sm text-muted">{m.counter_intro()}</p>
              {orderRef && <ReturnsToReceive orderRef={orderRef} />}
              {(unreadable ?? lookUp.error) && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-danger">
                  {unreadable ?? lookUp.error?.message}
                </p>
              )}
              {lookUp.isPending && (
                <p role="status" className="text-sm text-muted">
                  {m.counter_finding_order()}
                </p>
              )}
              <CameraScanner onRead={find} />
              <PhotoScanner onRead={find} />
              <div className="flex items-center gap-3 text-xs tracking-[0.2em] text-muted uppercase">
                <span className="h-px flex-1 bg-line" aria-hidden="true" />
                {m.counter_or_type_it()}
                <span className="h-px flex-1 bg-line" aria-hidden="true" />
              </div>
              <CodeForm busy={lookUp.isPending} onFind={find} />
            </>
          )
        )}
      </div>
    </div>
  )
}
