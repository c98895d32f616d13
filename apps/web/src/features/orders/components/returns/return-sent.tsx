import type { ReturnAnswer } from '@store/contract/returns'
import * as m from '#messages'
import { returnStateName } from './return-list'

/** What the shopper does next: the reference to write on the parcel and where it goes (as mailed). */
export function ReturnSent({ answer }: { answer: ReturnAnswer }) {
  const place = {
    returnRef: answer.return_ref,
    showroom: answer.showroom_name,
    address: answer.showroom_address,
  }
  return (
    <div role="status" className="mb-5 border border-ink/70 bg-white p-5">
      <p className="font-display text-xl">{m.returns_sent_title()}</p>
      <p className="mt-3 text-sm">
        <span className="text-muted">{m.returns_reference()}: </span>
        <span className="text-lg font-semibold tracking-[0.12em]">{answer.return_ref}</span>
        <span className="text-muted"> · {returnStateName(answer.state)}</span>
      </p>
      <p className="mt-3 text-sm leading-relaxed">
        {answer.way === 'COURIER' ? m.returns_send_to(place) : m.returns_bring_to(place)}
      </p>
    </div>
  )
}
