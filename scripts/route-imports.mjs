#!/usr/bin/env node
// Lists the imports that run from one route module of the API to another (decision 064).
// A module is a folder of apps/api/src/routes, or of routes/admin; tests and fixtures are
// left out. `node scripts/route-imports.mjs` prints each import and then the count.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

const root = join(dirname(new URL(import.meta.url).pathname), '..', 'apps', 'api', 'src')
const SPECIFIER = /(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : []
  })
}

function moduleOf(path) {
  const parts = relative(root, path).split('/')
  if (parts[0] !== 'routes' || parts.length < 3) return null
  if (parts[1] === 'admin' && parts.length >= 4) return `admin/${parts[2]}`
  return parts[1]
}

const found = []
for (const file of files(join(root, 'routes'))) {
  if (/\.test\.ts$|fixtures\.ts$/.test(file)) continue
  const from = moduleOf(file)
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const target = normalize(join(dirname(file), specifier))
    const to = moduleOf(target)
    if (to && to !== from) found.push(`${relative(root, file)} -> ${relative(root, target)}`)
  }
}
console.log(found.sort().join('\n'))
console.log(`${found.length} imports between route modules`)
