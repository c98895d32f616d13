import * as m from '#messages'
import type { Dashboard } from '@store/contract/admin/dashboard'
import { formatPercent } from '../utils/format'
import { formatRupiah } from '@/i18n/locale'

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <dt className="text-xs uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums lg:text-2xl">{value}</dd>
      <dd className="mt-1 text-xs text-muted">{note}</dd>
    </div>
  )
}

/** The range's headline figures. */
export function SummaryTiles({ figures }: { figures: Dashboard }) {
  const { totals, conversion } = figures
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {/* An account outside MONEY_ROLES is sent no amounts: its tiles are the counts (decision 092). */}
      {totals.revenue !== null && (
        <Tile label={m.revenue()} value={formatRupiah(totals.revenue)} note={m.revenue_note()} />
      )}
      <Tile
        label={m.paid_orders()}
        value={String(totals.paid_orders)}
        note={m.paid_orders_note()}
      />
      {totals.average_order_value !== null && (
        <Tile
          label={m.average_order()}
          value={formatRupiah(totals.average_order_value)}
          note={m.average_order_note()}
        />
      )}
      <Tile
        label={m.cart_to_paid()}
        value={formatPercent(conversion.percent)}
        note={m.cart_to_paid_note({
          paid: conversion.paid_orders,
          count: conversion.carts_created,
        })}
      />
    </dl>
  )
}
