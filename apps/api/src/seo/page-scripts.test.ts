import { runInNewContext } from 'node:vm'
import { describe, expect, test } from 'vitest'
import { BOOT_SCRIPT, BOOT_SCRIPT_PATH, separateScripts } from './page-scripts'

const BUILT = `<head><title>KAINARA</title><!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>`

describe('the app starts after the first paint', () => {
  test("the build's entry and its preloads leave the template, and are named for the boot script", () => {
    const shell = separateScripts(BUILT)
    expect(shell.entry).toBe('/assets/index-1.js')
    expect(shell.entryImports).toEqual(['/assets/runtime-1.js', '/assets/app-1.js'])
    expect(shell.template).not.toContain('<script')
    expect(shell.template).not.toContain('modulepreload')
    expect(shell.template).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">')
  })

  test('a template without exactly one entry is left whole', () => {
    const none = '<head><!--app-head--></head>'
    expect(separateScripts(none)).toEqual({ template: none, entry: null, entryImports: [] })
    const two = `${BUILT}<script type="module" src="/assets/other-1.js"></script>`
    expect(separateScripts(two).entry).toBeNull()
    expect(separateScripts(two).template).toBe(two)
  })

  test("the boot script's address changes with its text, so a cached copy is never stale", () => {
    expect(BOOT_SCRIPT_PATH).toMatch(/^\/boot\.js\?v=[0-9a-f]{10}$/)
  })

  function boot(attributes: Record<string, string>) {
    type Added = {
      tag: string
      attributes: Record<string, string>
      onload?: () => void
      setAttribute: (name: string, value: string) => void
    }
    const added: Added[] = []
    const frames: (() => void)[] = []
    const tasks: (() => void)[] = []
    const element = (tag: string): Added => {
      const own: Record<string, string> = {}
      return { tag, attributes: own, setAttribute: (name, value) => (own[name] = value) }
    }
    runInNewContext(BOOT_SCRIPT, {
      document: {
        currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
        createElement: element,
        head: { appendChild: (node: Added) => added.push(node) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    })
    const seen = () => added.map(({ tag, attributes: own }) => [tag, own.href ?? own.src])
    return { added, frames, tasks, seen }
  }

  test('after a frame and a task it asks for the preloads and then the entry, once', () => {
    const { added, frames, tasks, seen } = boot({
      'data-entry': '/assets/index-1.js',
      'data-preload': '/assets/app-1.js /assets/home-1.js',
    })
    expect(added).toEqual([])
    // The hidden-tab timer is the first task; the frame queues the second.
    frames.forEach((frame) => frame())
    tasks.forEach((task) => task())
    expect(seen()).toEqual([
      ['link', '/assets/app-1.js'],
      ['link', '/assets/home-1.js'],
      ['script', '/assets/index-1.js'],
    ])
    expect(added[2]?.attributes).toMatchObject({ type: 'module', crossorigin: '' })
    expect(added[0]?.attributes).toMatchObject({ rel: 'modulepreload', crossorigin: '' })
    tasks.slice(2).forEach((task) => task())
    expect(added).toHaveLength(3)
  })

  test('it brings the whole stylesheet first, and starts the entry once that has loaded', () => {
    const { added, frames, tasks, seen } = boot({
      'data-entry': '/assets/index-1.js',
      'data-preload': '/assets/app-1.js',
      'data-styles': '/assets/app-1.css',
    })
    frames.forEach((frame) => frame())
    tasks.forEach((task) => task())
    expect(seen()).toEqual([
      ['link', '/assets/app-1.css'],
      ['link', '/assets/app-1.js'],
    ])
    expect(added[0]?.attributes).toMatchObject({ rel: 'stylesheet' })
    added[0]?.onload?.()
    expect(seen().at(-1)).toEqual(['script', '/assets/index-1.js'])
    // The 3 s fallback finds the entry already started.
    tasks.slice(2).forEach((task) => task())
    expect(added.filter(({ tag }) => tag === 'script')).toHaveLength(1)
  })

  test('a stylesheet that never answers holds the app back 3 s at most', () => {
    const { frames, tasks, seen } = boot({
      'data-entry': '/assets/index-1.js',
      'data-styles': '/assets/app-1.css',
    })
    frames.forEach((frame) => frame())
    tasks.forEach((task) => task())
    expect(seen()).toEqual([['link', '/assets/app-1.css']])
    tasks.slice(2).forEach((task) => task())
    expect(seen().at(-1)).toEqual(['script', '/assets/index-1.js'])
  })
})
