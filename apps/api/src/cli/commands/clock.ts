import type { z } from 'zod'
import type { ClockSchema } from '@store/contract/operator'
import type { Command } from '../command'

type ClockAnswer = z.infer<typeof ClockSchema>

const describeClock = ({ data }: ClockAnswer) =>
  `Store time ${data.now}` +
  (data.offset_minutes ? ` (${data.offset_minutes} minutes ahead)` : '') +
  (data.adjustable ? '' : ' — fixed: start the store with CLOCK_SHIFT=on to move it')

export const clockCommands: Command[] = [
  {
    name: 'clock',
    usage: 'clock',
    summary: "show the store's time",
    run: async (client) => describeClock((await client.get('clock')) as ClockAnswer),
  },
  {
    name: 'advance-clock',
    usage: 'advance-clock <minutes>',
    summary: 'move the store clock forward (CLOCK_SHIFT=on only)',
    run: async (client, [minutes]) =>
      describeClock((await client.post('clock', { minutes: Number(minutes) })) as ClockAnswer),
  },
]
