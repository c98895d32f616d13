import { useQuery } from '@tanstack/react-query'
import type { ReturnWay } from '@store/contract/returns'
import { counterShowroomsQuery } from '@/features/orders/api/returns'
import * as m from '#messages'

interface Props {
  way: ReturnWay
  showroomId: number | null
  /** The showroom that shipped the order, where a courier return goes. */
  hubName: string | null
  onChange: (way: ReturnWay, showroomId: number | null) => void
}

const CHOICE = 'flex min-h-11 items-start gap-3 py-2 text-[15px]'

/** How the parcel comes back: by courier to the hub that shipped it, or to a showroom's counter. */
export function ReturnWayFields({ way, showroomId, hubName, onChange }: Props) {
  const showrooms = useQuery({ ...counterShowroomsQuery(), enabled: way === 'COUNTER' })
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-2 text-[11px] font-semibold tracking-[0.22em] uppercase">
        {m.returns_way()}
      </legend>
      <label className={CHOICE}>
        <input
          type="radio"
          name="return-way"
          className="mt-1 size-4 accent-ink"
          checked={way === 'COURIER'}
          onChange={() => onChange('COURIER', null)}
        />
        <span>
          {hubName ? m.returns_way_courier({ showroom: hubName }) : m.returns_way_courier_plain()}
        </span>
      </label>
      <label className={CHOICE}>
        <input
          type="radio"
          name="return-way"
          className="mt-1 size-4 accent-ink"
          checked={way === 'COUNTER'}
          onChange={() => onChange('COUNTER', showroomId)}
        />
        <span>{m.returns_way_counter()}</span>
      </label>
      {way === 'COUNTER' && (
        <div className="mt-2">
          <label
            htmlFor="return-showroom"
            className="text-[11px] font-semibold tracking-[0.22em] uppercase"
          >
            {m.returns_counter_showroom()}
          </label>
          <select
            id="return-showroom"
            className="mt-2 block min-h-11 w-full border-b border-ink/60 bg-transparent py-2 text-[15px]"
            value={showroomId ?? ''}
            onChange={(event) =>
              onChange('COUNTER', event.target.value ? Number(event.target.value) : null)
            }
          >
            <option value="">{m.returns_choose_showroom()}</option>
            {showrooms.data?.map((showroom) => (
              <option key={showroom.id} value={showroom.id}>
                {showroom.showroom_name}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  )
}
