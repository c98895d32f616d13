import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { OPERATOR_TOKEN } from './operator'

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))

/** `npm run store -- <args>` as a shop owner types it, against the store at `storeUrl`. */
export const storeCli =
  (storeUrl: () => string) =>
  async (...args: string[]) => {
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/store.ts', ...args],
        { cwd: repoRoot, env: { ...process.env, STORE_URL: storeUrl(), OPERATOR_TOKEN } },
      )
      return { code: 0, out: stdout.trim() }
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string }
      return { code: failed.code, out: `${failed.stdout}${failed.stderr}`.trim() }
    }
  }
