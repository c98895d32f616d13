import { RETURN_MONEY_ROLES } from '@store/contract/admin/returns'
import type { StaffReturn } from '@store/contract/admin/returns'
import type { StaffRole } from '@store/contract/admin/staff-roles'

export const RETURN_MOVES = [
  'approve',
  'refuse',
  'receive',
  'restock',
  'ship-exchange',
  'ready-exchange',
  'convert-to-refund',
  'record-refund',
  'close',
] as const
export type ReturnMove = (typeof RETURN_MOVES)[number]

const handlesMoney = (role: StaffRole) => (RETURN_MONEY_ROLES as readonly string[]).includes(role)

/**
 * The moves a return's state allows (decision 086) that this role may make;
 * the server checks each again, so this only keeps buttons that cannot work away.
 */
export function offeredMoves(
  role: StaffRole | undefined,
  item: Pick<StaffReturn, 'state' | 'wish'>,
): ReturnMove[] {
  if (!role) return []
  const money = handlesMoney(role)
  const exchange = item.wish === 'EXCHANGE'
  const convert: ReturnMove[] = exchange && money ? ['convert-to-refund'] : []
  switch (item.state) {
    case 'REQUESTED':
      return ['approve', 'receive', 'refuse', ...convert]
    case 'APPROVED':
      return ['receive', 'refuse', ...convert]
    case 'RECEIVED':
      return ['restock', ...convert]
    case 'RESTOCKED':
      if (exchange) return ['ship-exchange', 'ready-exchange', ...convert]
      return money ? ['record-refund'] : []
    case 'EXCHANGE_SHIPPED':
    case 'EXCHANGE_READY':
    case 'REFUND_RECORDED':
      return ['close']
    case 'REFUSED':
    case 'CLOSED':
      return []
  }
}
