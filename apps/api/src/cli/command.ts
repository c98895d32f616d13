import type { OperatorClient } from './operator-client'

/** One command of `npm run store -- …`: its name, how to call it, and what it does. */
export interface Command {
  name: string
  usage: string
  summary: string
  run: (client: OperatorClient, args: string[]) => Promise<string>
}
