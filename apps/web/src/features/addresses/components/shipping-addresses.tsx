import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import type { UserAddress } from '@store/contract/address'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Modal } from '@/components/ui/modal'
import { Spinner } from '@/components/ui/spinner'
import { useAccountMutation } from '@/api/account-calls'
import { ADDRESSES_KEY, addressesQuery } from '@/api/addresses'
import { AddressCard } from './address-card'
import { AddressForm } from '@/components/address/address-form'
import * as m from '#messages'
import * as w from '@store/contract/words'

type Editing = { mode: 'new' } | { mode: 'edit'; address: UserAddress } | null

/** /account/shipping-address: list, add, edit, remove and set as primary. */
export function ShippingAddresses() {
  const { data } = useQuery(addressesQuery())
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<UserAddress | null>(null)
  const remove = useAccountMutation('deleteAddress', [ADDRESSES_KEY])
  if (!data) return <Spinner label={w.loading()} />
  return (
    <div>
      <button type="button" className="btn-primary" onClick={() => setEditing({ mode: 'new' })}>
        {m.add_new_address()}
      </button>
      {data.length === 0 ? (
        <p className="mt-8 border border-line bg-cream/60 px-6 py-10 text-center text-[15px] text-muted">
          {MESSAGES.noAddress}
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 lg:grid-cols-2">
          {data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing({ mode: 'edit', address })}
              onRemove={() => setRemoving(address)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <Modal
          label={editing.mode === 'new' ? m.new_address() : m.edit_address()}
          onClose={() => setEditing(null)}
          className="w-[min(720px,94vw)]"
        >
          {/* The form scrolls inside the dialog, so Save stays reachable on a short phone screen. */}
          <div className="max-h-[88dvh] overflow-y-auto overscroll-contain">
            <AddressForm
              address={editing.mode === 'edit' ? editing.address : undefined}
              onDone={() => setEditing(null)}
            />
          </div>
        </Modal>
      )}
      {removing && (
        <ConfirmDialog
          question={MESSAGES.removeConfirm}
          confirmLabel={m.remove()}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            remove.mutate({ user_address_id: removing.id })
            setRemoving(null)
          }}
        />
      )}
    </div>
  )
}
