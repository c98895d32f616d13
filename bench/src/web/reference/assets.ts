import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { makePhoto } from './photo'

export interface Encoded {
  raw: Buffer
  br: Buffer
  gzip: Buffer
}

export interface ReferenceAssets {
  /** The client's files by their path under /assets/, the entry first. */
  scripts: Map<string, Encoded>
  entry: string
  photo: Buffer
}

/** As the store's build writes its `.br` and `.gz` copies: brotli 11, gzip 9. */
export function encodeAsset(raw: Buffer): Encoded {
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(raw, { level: 9 }),
  }
}

/**
 * The client as a production build ships it: minified, production React,
 * React DOM in a chunk of its own that the entry imports when it runs.
 */
async function bundleClient(): Promise<{ entry: string; files: Map<string, Buffer> }> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./client.tsx', import.meta.url))],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    outdir: '/assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    write: false,
    logLevel: 'silent',
  })
  const files = new Map(
    result.outputFiles.map((file) => [
      `/assets/${basename(file.path)}`,
      Buffer.from(file.contents),
    ]),
  )
  const entry = [...files.keys()].find((path) => path.startsWith('/assets/client-'))
  if (!entry) throw new Error('esbuild wrote no entry for the reference page')
  return { entry, files }
}

export async function buildReferenceAssets(): Promise<ReferenceAssets> {
  const [client, photo] = await Promise.all([bundleClient(), makePhoto()])
  const scripts = new Map([...client.files].map(([path, raw]) => [path, encodeAsset(raw)] as const))
  return { scripts, entry: client.entry, photo }
}
