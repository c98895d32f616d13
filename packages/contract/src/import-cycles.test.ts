import { readFileSync, readdirSync } from 'node:fs'
import { expect, test } from 'vitest'

const dir = new URL('./', import.meta.url)
const modules = readdirSync(dir).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
)

/** The contract modules a module names, by value or by type. */
function importsOf(name: string): string[] {
  const text = readFileSync(new URL(name, dir), 'utf8')
  return [...text.matchAll(/from '\.\/([\w-]+)'/g)].map((match) => `${match[1]}.ts`)
}

/** Every chain of imports that leads from a module back to itself. */
function cycles(): string[] {
  const graph = new Map(modules.map((name) => [name, importsOf(name)]))
  const found = new Set<string>()
  const walk = (name: string, path: string[]) => {
    const start = path.indexOf(name)
    if (start >= 0) {
      found.add([...path.slice(start), name].join(' > '))
      return
    }
    for (const next of graph.get(name) ?? []) walk(next, [...path, name])
  }
  for (const name of modules) walk(name, [])
  return [...found].filter((cycle) => cycle.startsWith(cycle.split(' > ').sort()[0] ?? ''))
}

test('no contract module imports itself through others, not even by type', () => {
  expect(modules.length).toBeGreaterThan(20)
  expect(cycles()).toEqual([])
})
