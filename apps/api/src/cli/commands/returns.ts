import type { z } from 'zod'
import type {
  OperatorReturn,
  OperatorReturnsSchema,
  ReturnMovedSchema,
} from '@store/contract/operator-returns'
import { RETURN_OPERATOR_MOVES } from '@store/contract/operator-returns'
import { formatDateTime } from '@store/contract/format/date-time'
import type { Command } from '../command'
import { listPath, terminalTable } from './terminal-table'
import type { TerminalColumn } from './terminal-table'

type ReturnsAnswer = z.infer<typeof OperatorReturnsSchema>
type MovedAnswer = z.infer<typeof ReturnMovedSchema>

const COLUMNS: TerminalColumn<OperatorReturn>[] = [
  ['RETURN', (r) => r.return_ref],
  ['ORDER', (r) => r.trx_ref],
  ['DATE', (r) => formatDateTime(r.created_at)],
  ['STATE', (r) => r.state],
  ['WISH', (r) => `${r.wish.toLowerCase()} by ${r.way.toLowerCase()}`],
  ['TO', (r) => r.showroom_name],
  ['BUYER', (r) => r.buyer_name],
  ['UNITS', (r) => String(r.units)],
  ['RESI', (r) => r.no_resi ?? '-'],
]

/** The returns as a table a terminal shows well: one line each, columns padded. */
export const returnsTable = (returns: readonly OperatorReturn[]) =>
  terminalTable(COLUMNS, returns, 'No returns.')

export const returnCommands: Command[] = [
  {
    name: 'returns',
    usage: 'returns [--state S] [--limit N]',
    summary: 'list the newest returns and exchanges (return, order, state, wish, showroom, resi)',
    run: async (client, args) => {
      const path = listPath('returns', args, ['state', 'limit'])
      return returnsTable(((await client.get(path)) as ReturnsAnswer).data.returns)
    },
  },
  {
    name: 'return-move',
    usage: `return-move <return ref> <${RETURN_OPERATOR_MOVES.join('|')}> [reason]`,
    summary: 'move a return as staff do (receive takes every unit in, undamaged)',
    run: async (client, [ref, move, ...reason]) => {
      const body = {
        ref: ref ?? '',
        move: move ?? '',
        ...(reason.length > 0 && { reason: reason.join(' ') }),
      }
      return ((await client.post('returns/move', body)) as MovedAnswer).data.message
    },
  },
]
