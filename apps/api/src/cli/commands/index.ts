import type { OperatorClient } from '../operator-client'
import { clockCommands } from './clock'

export interface Command {
  name: string
  usage: string
  summary: string
  run: (client: OperatorClient, args: string[]) => Promise<string>
}

/** Every command of `npm run store -- …`; each file of this folder adds its own. */
export const COMMANDS: readonly Command[] = [...clockCommands]
