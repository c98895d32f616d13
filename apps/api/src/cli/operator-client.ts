import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { OPERATOR_PREFIX } from '@store/contract/operator'
import { operatorTokenFile } from '../lib/operator-token'

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))

export interface OperatorClient {
  get: (path: string) => Promise<unknown>
  post: (path: string, body: unknown) => Promise<unknown>
}

/**
 * Talks to the running store: the embedded database belongs to the server
 * process, so the operator's command goes through the server's operator
 * calls. STORE_URL (default http://127.0.0.1:$PORT) and OPERATOR_TOKEN (default
 * the token the server keeps in DATA_DIR) say where and as whom.
 */
export async function connectOperator(env: NodeJS.ProcessEnv): Promise<OperatorClient> {
  const base = env.STORE_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`
  const dataDir = env.DATA_DIR ?? resolve(repoRoot, 'data')
  const token =
    env.OPERATOR_TOKEN ??
    (await readFile(operatorTokenFile(dataDir), 'utf8').catch(() => '')).trim()
  if (!token)
    throw new Error(
      `No operator token: set OPERATOR_TOKEN, or start the store once so that it writes ${operatorTokenFile(dataDir)}.`,
    )
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${base}/api/${OPERATOR_PREFIX}/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new Error(`The store at ${base} does not answer (${String(error)}). Is it running?`)
    })
    const answer = (await response.json().catch(() => null)) as {
      error?: { message?: string }
    } | null
    if (!response.ok)
      throw new Error(answer?.error?.message ?? `${response.status} ${response.statusText}`)
    return answer
  }
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) }
}
