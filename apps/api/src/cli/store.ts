import { COMMANDS } from './commands/index'
import { readEnv, readProcessEnv } from '../env'
import { connectOperator } from './operator-client'

/** `npm run store -- <command> [arguments]`: run the shop from a terminal (README, "Running the shop"). */
const [name, ...args] = process.argv.slice(2)
const command = COMMANDS.find((candidate) => candidate.name === name)
if (!command) {
  const width = Math.max(...COMMANDS.map((c) => c.usage.length))
  console.log('Usage: npm run store -- <command>\n')
  for (const c of COMMANDS) console.log(`  ${c.usage.padEnd(width)}  ${c.summary}`)
  process.exit(name && name !== 'help' ? 2 : 0)
}
try {
  console.log(
    'runOnData' in command
      ? await command.runOnData(readEnv(readProcessEnv()), args)
      : await command.run(await connectOperator(readProcessEnv()), args),
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
