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

  test('after a frame and a task it asks for the preloads and then the entry, once', () => {
    const added: { tag: string; attributes: Record<string, string> }[] = []
    const frames: (() => void)[] = []
    const tasks: (() => void)[] = []
    const element = (tag: string) => {
      const attributes: Record<string, string> = {}
      return {
        tag,
        attributes,
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      }
    }
    const me = {
      getAttribute: (name: string) =>
        ({
          'data-entry': '/assets/index-1.js',
          'data-preload': '/assets/app-1.js /assets/home-1.js',
        })[name] ?? null,
    }
    runInNewContext(BOOT_SCRIPT, {
      document: {
        currentScript: me,
        createElement: element,
        head: { appendChild: (node: ReturnType<typeof element>) => added.push(node) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    })
    expect(added).toEqual([])
    // The hidden-tab timer is the first task; the frame queues the second.
    frames.forEach((frame) => frame())
    tasks.forEach((task) => task())
    expect(added.map(({ tag, attributes }) => [tag, attributes.href ?? attributes.src])).toEqual([
      ['link', '/assets/app-1.js'],
      ['link', '/assets/home-1.js'],
      ['script', '/assets/index-1.js'],
    ])
    expect(added[2]?.attributes).toMatchObject({ type: 'module', crossorigin: '' })
    expect(added[0]?.attributes).toMatchObject({ rel: 'modulepreload', crossorigin: '' })
  })
})
