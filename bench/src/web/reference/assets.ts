import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { bundleClient } from './bundle'
import { makePhoto } from './photo'

export interface Encoded {
  raw: Buffer
  br: Buffer
  gzip: Buffer
}

export interface ReferenceAssets {
  /** The client's files by their path under /assets/. */
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

export async function buildReferenceAssets(): Promise<ReferenceAssets> {
  const [client, photo] = await Promise.all([bundleClient(), makePhoto()])
  const scripts = new Map([...client.files].map(([path, raw]) => [path, encodeAsset(raw)] as const))
  return { scripts, entry: client.entry, photo }
}
