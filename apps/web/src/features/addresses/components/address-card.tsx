import type { UserAddress } from '@store/contract/address'
import { useAccountMutation } from '@/api/account-calls'
import { ADDRESSES_KEY } from '@/api/addresses'
import * as m from '#messages'

interface AddressCardProps {
  address: UserAddress
  onEdit: () => void
  onRemove: () => void
}

const ACTION =
  'text-xs font-semibold tracking-[0.16em] uppercase underline-offset-4 hover:underline'

/** One saved address; 'Set as Primary' and 'Remove' only on non-primary ones (spec section 5). */
export function AddressCard({ address, onEdit, onRemove }: AddressCardProps) {
  const setPrimary = useAccountMutation('setPrimaryAddress', [ADDRESSES_KEY])
  const primary = address.is_primary === 1
  return (
    <li className={`border px-6 py-5 ${primary ? 'border-ink' : 'border-line'}`}>
      <div className="flex items-center gap-3">
        <h3 className="font-semibold">{address.label}</h3>
        {primary && (
          <span className="bg-ink px-2 py-0.5 text-[10px] font-semibold tracking-[0.18em] text-cream uppercase">
            {m.primary()}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm">
        {address.recipient_name} · {address.recipient_phone}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-muted">
        {address.address_street}, {address.subdistrict.subdistrict_name}, {address.city.type}{' '}
        {address.city.city_name}, {address.province.province_name} {address.recipient_zip}
      </p>
      {address.notes && <p className="mt-1 text-sm text-muted italic">{address.notes}</p>}
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <button type="button" className={ACTION} onClick={onEdit}>
          {m.edit()}
          <span className="sr-only"> {address.label}</span>
        </button>
        {!primary && (
          <>
            <button
              type="button"
              className={ACTION}
              disabled={setPrimary.isPending}
              onClick={() => setPrimary.mutate({ user_address_id: address.id })}
            >
              {m.set_as_primary()}
              <span className="sr-only"> {address.label}</span>
            </button>
            <button type="button" className={`${ACTION} text-sale`} onClick={onRemove}>
              {m.remove()}
              <span className="sr-only"> {address.label}</span>
            </button>
          </>
        )}
      </div>
    </li>
  )
}
