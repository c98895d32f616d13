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
  script: Encoded
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

/** The client entry as a production build would ship it: one minified file, React in it. */
async function bundleClient(): Promise<Buffer> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./client.tsx', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild wrote no bundle for the reference page')
  return Buffer.from(file.contents)
}

export async function buildReferenceAssets(): Promise<ReferenceAssets> {
  const [script, photo] = await Promise.all([bundleClient(), makePhoto()])
  return { script: encodeAsset(script), photo }
}
