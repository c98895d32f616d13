import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { Rolldown } from 'vite'

export interface ClientBundle {
  /** The entry's path under /assets/, and every other file's, which the entry imports. */
  entry: string
  files: Map<string, Buffer>
}

/**
 * The client built as the store's is, by Vite (rolldown), minified, with
 * production React: the store's own React comes out of the same bundler, so
 * what differs between the two pages is not how React was packed.
 */
export async function bundleClient(): Promise<ClientBundle> {
  const here = fileURLToPath(new URL('.', import.meta.url))
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: here,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      // The page's start script asks for the entry and its import itself (html.ts).
      modulePreload: false,
      rolldownOptions: { input: `${here}client.tsx` },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const files = new Map<string, Buffer>()
  let entry: string | null = null
  for (const chunk of outputs.flatMap((output) => output.output)) {
    if (chunk.type !== 'chunk') continue
    files.set(`/${chunk.fileName}`, Buffer.from(chunk.code))
    if (chunk.isEntry) entry = `/${chunk.fileName}`
  }
  if (!entry) throw new Error('Vite wrote no entry for the reference page')
  return { entry, files }
}
