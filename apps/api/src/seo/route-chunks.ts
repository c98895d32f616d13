import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
}

export interface RouteAssets {
  scripts: string[]
  styles: string[]
}

export interface ChunkTable {
  /** The files the entry imports, statically or as it starts, dependencies first; null without a manifest. */
  entryScripts: string[] | null
  forRoute: (routeModule: string) => RouteAssets
}

/**
 * The script and style files of each route module, read from Vite's build
 * manifest, so a page can ask for its route's code at once instead of after
 * the main script has run. Files the entry already loads are left out; the
 * rest come dependencies first.
 */
export function readRouteAssets(webDistDir: string): ChunkTable {
  const path = join(webDistDir, '.vite', 'manifest.json')
  if (!existsSync(path))
    return { entryScripts: null, forRoute: () => ({ scripts: [], styles: [] }) }
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>
  // Depth first, each chunk after the chunks it imports: the boot script runs them in this
  // order, one task each, so no chunk brings its imports into its own task.
  const collect = (key: string, into: Set<string>, entered = new Set<string>()) => {
    if (into.has(key) || entered.has(key)) return
    entered.add(key)
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into, entered)
    into.add(key)
  }
  const loadedByEntry = new Set<string>()
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
  for (const [key] of entries) collect(key, loadedByEntry)
  const entryKeys = new Set(entries.map(([key]) => key))
  // What the entry imports while starting up (React DOM's client) is fetched and run with it.
  for (const [, chunk] of entries)
    for (const imported of chunk.dynamicImports ?? []) collect(imported, loadedByEntry)
  const entryScripts = [...loadedByEntry]
    .filter((key) => !entryKeys.has(key))
    .flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []))

  const cache = new Map<string, RouteAssets>()
  const forRoute = (routeModule: string) => {
    const cached = cache.get(routeModule)
    if (cached) return cached
    const keys = new Set<string>()
    collect(`src/app/routes/${routeModule}.tsx`, keys)
    const chunks = [...keys]
      .filter((key) => !loadedByEntry.has(key))
      .flatMap((key) => manifest[key] ?? [])
    const assets = {
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: chunks.flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
    }
    cache.set(routeModule, assets)
    return assets
  }
  return { entryScripts, forRoute }
}
