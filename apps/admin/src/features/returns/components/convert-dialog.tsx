import * as m from '#messages'
import { useState } from 'react'
import { BankDetailsSchema } from '@store/contract/returns'
import { convertReturnToRefund } from '@store/contract/admin/returns'
import type { StaffReturn } from '@store/contract/admin/returns'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { InputField } from '@/components/ui/field'
import { useReturnMove } from '../api/move-return'

const FIELDS = [
  ['bank_name', m.returns_bank_name],
  ['account_number', m.returns_account_number],
  ['account_holder', m.returns_account_holder],
] as const
type BankField = (typeof FIELDS)[number][0]

/**
 * An exchange turned into a refund; the bank account the buyer gave is used,
 * or, when they gave none (an exchange asks for none), the one typed here.
 */
export function ConvertDialog({ item, onClose }: { item: StaffReturn; onClose: () => void }) {
  const [bank, setBank] = useState<Record<BankField, string>>({
    bank_name: '',
    account_number: '',
    account_holder: '',
  })
  const [errors, setErrors] = useState<Partial<Record<BankField, string>>>({})
  const convert = useReturnMove(convertReturnToRefund, item.return_ref, onClose)
  const asks = item.bank === null
  return (
    <Dialog open onClose={onClose} title={`${m.returns_convert()} · ${item.return_ref}`}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!asks) return convert.mutate({ ref: item.return_ref })
          const checked = BankDetailsSchema.safeParse(bank)
          if (checked.success) return convert.mutate({ ref: item.return_ref, bank: checked.data })
          const said: Partial<Record<BankField, string>> = {}
          for (const issue of checked.error.issues) {
            const field = FIELDS.find(([name]) => name === issue.path[0])?.[0]
            if (field) said[field] ??= issue.message
          }
          setErrors(said)
        }}
      >
        <p className="text-sm">{m.returns_convert_what()}</p>
        {asks &&
          FIELDS.map(([name, label]) => (
            <InputField
              key={name}
              label={label()}
              autoComplete="off"
              value={bank[name]}
              error={errors[name] ? { message: errors[name] } : undefined}
              onChange={(event) => setBank({ ...bank, [name]: event.target.value })}
            />
          ))}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m.returns_cancel()}
          </Button>
          <Button type="submit" busy={convert.isPending}>
            {m.returns_convert()}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
