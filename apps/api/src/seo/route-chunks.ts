import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}

export interface RouteAssets {
  scripts: string[]
  styles: string[]
}

/**
 * The script and style files of each route module, read from Vite's build
 * manifest, so a page can ask for its route's code at once instead of after
 * the main script has run. Files the entry already loads are left out.
 */
export function readRouteAssets(webDistDir: string): (routeModule: string) => RouteAssets {
  const path = join(webDistDir, '.vite', 'manifest.json')
  if (!existsSync(path)) return () => ({ scripts: [], styles: [] })
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) collect(imported, seen)
  }
  const loadedByEntry = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) collect(key, loadedByEntry)

  const cache = new Map<string, RouteAssets>()
  return (routeModule) => {
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
}
