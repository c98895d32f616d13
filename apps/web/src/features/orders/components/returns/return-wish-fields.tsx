import type { ReturnWish } from '@store/contract/returns'
import { TextField } from '@/components/form/text-field'
import type { ReturnFormState } from './return-values'
import * as m from '#messages'

type Bank = ReturnFormState['bank']

interface Props {
  wish: ReturnWish
  bank: Bank
  onWish: (wish: ReturnWish) => void
  onBank: (bank: Bank) => void
}

const CHOICE = 'flex min-h-11 items-start gap-3 py-2 text-[15px]'

/** Another size of the same product (held at once), or a refund to a bank account. */
export function ReturnWishFields({ wish, bank, onWish, onBank }: Props) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-2 text-[11px] font-semibold tracking-[0.22em] uppercase">
        {m.returns_wish()}
      </legend>
      <label className={CHOICE}>
        <input
          type="radio"
          name="return-wish"
          className="mt-1 size-4 accent-ink"
          checked={wish === 'EXCHANGE'}
          onChange={() => onWish('EXCHANGE')}
        />
        <span>
          {m.returns_wish_exchange()}
          <span className="block text-sm text-muted">{m.returns_size_held()}</span>
        </span>
      </label>
      <label className={CHOICE}>
        <input
          type="radio"
          name="return-wish"
          className="mt-1 size-4 accent-ink"
          checked={wish === 'REFUND'}
          onChange={() => onWish('REFUND')}
        />
        <span>{m.returns_wish_refund()}</span>
      </label>
      {wish === 'REFUND' && (
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          <p className="text-sm text-muted md:col-span-3">{m.returns_bank_hint()}</p>
          <TextField
            id="return-bank-name"
            label={m.returns_bank_name()}
            required
            maxLength={60}
            autoComplete="off"
            value={bank.bank_name}
            onChange={(event) => onBank({ ...bank, bank_name: event.target.value })}
          />
          <TextField
            id="return-account-number"
            label={m.returns_account_number()}
            required
            inputMode="numeric"
            maxLength={20}
            autoComplete="off"
            value={bank.account_number}
            onChange={(event) => onBank({ ...bank, account_number: event.target.value })}
          />
          <TextField
            id="return-account-holder"
            label={m.returns_account_holder()}
            required
            maxLength={100}
            autoComplete="name"
            value={bank.account_holder}
            onChange={(event) => onBank({ ...bank, account_holder: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  )
}
