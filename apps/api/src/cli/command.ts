import type { Env } from '../env'
import type { OperatorClient } from './operator-client'

interface CommandText {
  name: string
  usage: string
  summary: string
}

/** One command of `npm run store -- …`: its name, how to call it, and what it does. */
export interface OperatorCommand extends CommandText {
  /** Runs through the running store's operator calls. */
  run: (client: OperatorClient, args: string[]) => Promise<string>
}

/** A command that works on the store's data itself (backups): no running store needed. */
export interface DataCommand extends CommandText {
  runOnData: (env: Env, args: string[]) => Promise<string>
}

export type Command = OperatorCommand | DataCommand
