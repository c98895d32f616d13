import type { z } from 'zod'
import type { JobRunResponseSchema } from '@store/contract/operator'
import { JOB_NAMES, isJobName, unknownJobMessage } from '../../jobs/registry'
import type { Command } from '../command'

type JobAnswer = z.infer<typeof JobRunResponseSchema>

/** `run-job` knows the jobs from the server's own registry. */
export const jobCommands: Command[] = [
  {
    name: 'run-job',
    usage: 'run-job <name>',
    summary: `run a background job now: ${JOB_NAMES.join(', ')}`,
    run: async (client, [name = '']) => {
      if (!isJobName(name)) throw new Error(unknownJobMessage(name))
      const { data } = (await client.post('jobs/run', { name })) as JobAnswer
      return data.count === null
        ? `${data.name}: another instance is running it`
        : `${data.name}: ${data.count} done`
    },
  },
]
