import { mkdir, readdir, readFile, rename } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot } from '../paths'
import { startChild } from './processes'

export interface BuildResult {
  ok: boolean
  seconds: number
  /** The end of the build's output when it failed. */
  log: string
}

export interface AssetSize {
  file: string
  kind: 'js' | 'css'
  bytes: number
  gzipBytes: number
}

const BUILD_TIMEOUT_SECONDS = 300

/**
 * `npm run build -w @store/web` into `outDir`, so the bench never replaces
 * the apps/web/dist another process may be serving. Source maps are hidden
 * (no comment in the files, so the served JS is byte for byte the normal
 * build) and moved to `mapsDir`, where only the bundle makeup reads them.
 */
export async function buildWeb(outDir: string, mapsDir: string): Promise<BuildResult> {
  const started = performance.now()
  const args = [
    'run',
    'build',
    '-w',
    '@store/web',
    '--',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--sourcemap',
    'hidden',
    '--logLevel',
    'warn',
  ]
  const child = startChild('npm', args, { cwd: repoRoot })
  const timer = setTimeout(() => void child.stop(), BUILD_TIMEOUT_SECONDS * 1000)
  const code = await child.exited
  clearTimeout(timer)
  if (code === 0) {
    await mkdir(mapsDir, { recursive: true })
    const assetsDir = join(outDir, 'assets')
    for (const file of await readdir(assetsDir)) {
      if (file.endsWith('.map')) await rename(join(assetsDir, file), join(mapsDir, file))
    }
  }
  return {
    ok: code === 0,
    seconds: (performance.now() - started) / 1000,
    log: code === 0 ? '' : child.output().slice(-3_000),
  }
}

/** Every JS and CSS file of a build with its size and gzip size. */
export async function listAssets(distDir: string): Promise<AssetSize[]> {
  const assetsDir = join(distDir, 'assets')
  const files = await readdir(assetsDir).catch(() => [] as string[])
  const assets: AssetSize[] = []
  for (const file of files.sort()) {
    const extension = extname(file)
    if (extension !== '.js' && extension !== '.css') continue
    const body = await readFile(join(assetsDir, file))
    assets.push({
      file,
      kind: extension === '.js' ? 'js' : 'css',
      bytes: body.length,
      gzipBytes: gzipSync(body).length,
    })
  }
  return assets
}
