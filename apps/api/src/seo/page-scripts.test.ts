import { runInNewContext } from 'node:vm'
import { describe, expect, test } from 'vitest'
import { EARLY_TAPS, EARLY_TAPS_KEPT } from '@store/contract/early-taps'
import {
  BOOT_SCRIPT,
  BOOT_SCRIPT_PATH,
  FONTS_SEEN,
  HEAD_SCRIPT,
  separateScripts,
} from './page-scripts'

const BUILT = `<head><title>KAINARA</title><!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>`

/** A localStorage kept in `entries`. */
function storageOf(entries: Map<string, string>) {
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  }
}

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

  test('the boot script is sent without its comments and indents', () => {
    expect(BOOT_SCRIPT).not.toMatch(/^\s*\/\//m)
    expect(BOOT_SCRIPT).not.toMatch(/^\s/m)
  })

  interface Hero {
    complete: boolean
    listeners: Record<string, () => void>
    addEventListener: (type: string, listener: () => void) => void
    getAttribute: (name: string) => string | null
  }
  function heroImage(complete: boolean): Hero {
    const hero: Hero = {
      complete,
      listeners: {},
      addEventListener: (type, listener) => (hero.listeners[type] = listener),
      getAttribute: (name) => (name === 'fetchpriority' ? 'high' : null),
    }
    return hero
  }
  /** A browser that reports largest contentful paints, or none when `entryTypes` is empty. */
  function paintReports(entryTypes: string[]) {
    const observers: {
      report: (entries: { element: unknown }[]) => void
      disconnected: boolean
    }[] = []
    class Observer {
      static supportedEntryTypes = entryTypes
      disconnected = false
      constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
        observers.push(this)
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true })
      }
      disconnect() {
        this.disconnected = true
      }
      report(entries: { element: unknown }[]) {
        this.callback({ getEntries: () => entries })
      }
    }
    return { PerformanceObserver: Observer, observers }
  }

  function boot(
    attributes: Record<string, string>,
    page: {
      hero?: Hero
      window?: Record<string, unknown>
      /** What the page links already, by address. */
      linked?: string[]
      storage?: Map<string, string>
      /** The page's `document.fonts`, for a browser with the Font Loading API. */
      fonts?: { add: (face: unknown) => void }
    } = {},
  ) {
    type Added = {
      tag: string
      attributes: Record<string, string>
      onload?: () => void
      onerror?: () => void
      setAttribute: (name: string, value: string) => void
    }
    const added: Added[] = []
    const frames: (() => void)[] = []
    const timers: { run: () => void; delay: number; done: boolean }[] = []
    const inputs: Record<string, (event?: unknown) => void> = {}
    const element = (tag: string): Added => {
      const own: Record<string, string> = {}
      return { tag, attributes: own, setAttribute: (name, value) => (own[name] = value) }
    }
    runInNewContext(BOOT_SCRIPT, {
      document: {
        currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
        createElement: element,
        head: { appendChild: (node: Added) => added.push(node) },
        fonts: page.fonts,
        addEventListener: (type: string, listener: (event?: unknown) => void, capture: boolean) => {
          expect(capture).toBe(true)
          inputs[type] = listener
        },
        removeEventListener: (type: string, listener: (event?: unknown) => void) => {
          if (inputs[type] === listener) delete inputs[type]
        },
        querySelector: (selector: string) => {
          if (selector === 'img[fetchpriority="high"]') return page.hero ?? null
          const link = /^link\[href="([^"]+)"\]$/.exec(selector)
          return link && page.linked?.includes(link[1]!) ? {} : null
        },
      },
      window: page.window ?? {},
      localStorage: storageOf(page.storage ?? new Map<string, string>()),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, delay = 0) =>
        void timers.push({ run: callback, delay, done: false }),
    })
    const seen = () => added.map(({ tag, attributes: own }) => [tag, own.href ?? own.src])
    /**
     * Runs every frame, then every timer that waits less than `ms` and has not run, and the
     * timers those set in turn, as the browser would once `ms` have passed.
     */
    const advance = (ms: number) => {
      frames.splice(0).forEach((frame) => frame())
      for (const timer of timers)
        if (!timer.done && timer.delay < ms) {
          timer.done = true
          timer.run()
        }
    }
    /** Runs every frame, then only the timers due at once that were set before this step. */
    const step = () => {
      frames.splice(0).forEach((frame) => frame())
      for (const timer of timers.slice())
        if (!timer.done && timer.delay === 0) {
          timer.done = true
          timer.run()
        }
    }
    /** Lets each module script the boot script has added run, so the next one is added. */
    const runModules = () => {
      for (let last = added.at(-1); last?.tag === 'script' && last.onload; last = added.at(-1)) {
        const run = last.onload
        last.onload = undefined
        run()
      }
    }
    /** The last element added once every module before the entry has run. */
    const last = () => {
      runModules()
      return seen().at(-1)
    }
    return { added, seen, advance, step, inputs, last }
  }

  test('after a frame and a task it asks for the preloads, then runs them one at a time and the entry last, once', () => {
    const { added, seen, advance } = boot({
      'data-entry': '/assets/index-1.js',
      'data-preload': '/assets/react-1.js /assets/app-1.js /assets/home-1.js',
    })
    expect(added).toEqual([])
    // A frame, then a task: the start; and a task more: the modules.
    advance(1)
    const preloads = [
      ['link', '/assets/react-1.js'],
      ['link', '/assets/app-1.js'],
      ['link', '/assets/home-1.js'],
    ]
    expect(seen()).toEqual([...preloads, ['script', '/assets/react-1.js']])
    expect(added[0]?.attributes).toMatchObject({ rel: 'modulepreload', crossorigin: '' })
    expect(added[3]?.attributes).toMatchObject({ type: 'module', crossorigin: '' })
    // Each module runs in a task of its own: the next is added once the one before has run.
    added[3]?.onload?.()
    expect(seen().slice(3)).toEqual([
      ['script', '/assets/react-1.js'],
      ['script', '/assets/app-1.js'],
    ])
    // A module that fails does not hold the entry back; the entry's own import reports it.
    added[4]?.onerror?.()
    added[5]?.onload?.()
    expect(seen().slice(3)).toEqual([
      ['script', '/assets/react-1.js'],
      ['script', '/assets/app-1.js'],
      ['script', '/assets/home-1.js'],
      ['script', '/assets/index-1.js'],
    ])
    expect(added[6]?.attributes).toMatchObject({ type: 'module', crossorigin: '' })
    advance(Infinity)
    expect(added).toHaveLength(7)
  })

  const FONTS = '/styles/app-1/fonts.css'

  test('on a first visit the font faces come once the entry has run, whether it loaded or not, and are noted once loaded', () => {
    for (const outcome of ['onload', 'onerror'] as const) {
      const storage = new Map<string, string>()
      const { added, seen, advance } = boot(
        {
          'data-entry': '/assets/index-1.js',
          'data-styles': '/styles/app-1/rest.css',
          'data-fonts': FONTS,
        },
        { storage },
      )
      advance(1)
      expect(seen()).toEqual([['link', '/styles/app-1/rest.css']])
      added[0]?.onload?.()
      expect(seen().at(-1)).toEqual(['script', '/assets/index-1.js'])
      // Their restyle and layout come after the app's start, not in the same task as the rest's.
      added[1]?.[outcome]?.()
      expect(seen().at(-1)).toEqual(['link', FONTS])
      expect(added[2]?.attributes).toEqual({ rel: 'stylesheet', href: FONTS })
      expect(storage.get(FONTS_SEEN)).toBeUndefined()
      added[2]?.onload?.()
      expect(storage.get(FONTS_SEEN)).toBe(FONTS)
    }
  })

  /** A browser with the Font Loading API, whose font stylesheets hold `rules`. */
  function fontLoading(rules: Record<string, string>[][], failing: string[] = []) {
    const asked: string[] = []
    const made: { family: string; source: string; descriptors: Record<string, string> }[] = []
    const loads: { resolve: () => void; reject: () => void }[] = []
    const fontSet: unknown[][] = []
    /** A rule in CSSOM's shape: a face (its properties) or a group holding faces. */
    const rule = (properties: Record<string, string>) => ({
      type: 5,
      style: { getPropertyValue: (name: string) => properties[name] ?? '' },
    })
    const window = {
      fetch: (href: string) => {
        asked.push(href)
        return Promise.resolve({
          ok: !failing.includes(href),
          status: 404,
          text: () => Promise.resolve(href),
        })
      },
      CSSStyleSheet: class {
        cssRules: unknown[] = []
        replaceSync(text: string) {
          const faces = rules[Number(/(\d+)\.css$/.exec(text)?.[1] ?? 0)] ?? []
          // The first face sits in a layer, as the build puts it.
          this.cssRules = faces.map((face, index) =>
            index === 0 ? { type: 0, cssRules: [rule(face)] } : rule(face),
          )
        }
      },
      FontFace: class {
        constructor(family: string, source: string, descriptors: Record<string, string>) {
          made.push({ family, source, descriptors })
        }
        load() {
          return new Promise((resolve, reject) =>
            loads.push({ resolve: () => resolve(this), reject: () => reject(new Error('failed')) }),
          )
        }
      },
    }
    return { window, asked, made, loads, fontSet }
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  const PLAYFAIR = {
    'font-family': '"Playfair Display"',
    src: 'url("/assets/playfair.woff2") format("woff2")',
    'font-weight': '500',
    'font-style': 'normal',
    'font-display': 'swap',
  }
  const INTER = {
    'font-family': '"Inter Variable"',
    src: 'url("/assets/inter.woff2") format("woff2-variations")',
    'font-weight': '400 600',
    'font-display': 'swap',
    'unicode-range': 'U+0-FF',
  }

  test('where the browser can, the faces are loaded apart from the page and added together once all have loaded', async () => {
    const storage = new Map<string, string>()
    const fonts = fontLoading([[PLAYFAIR, INTER], [PLAYFAIR]])
    const sheets = '/styles/app-1/fonts0.css /styles/app-1/fonts1.css'
    const { added, seen, advance } = boot(
      { 'data-entry': '/assets/index-1.js', 'data-fonts': sheets },
      { storage, window: fonts.window, fonts: { add: (face) => fonts.fontSet.at(-1)?.push(face) } },
    )
    advance(1)
    added[0]?.onload?.()
    await settled()
    expect(fonts.asked).toEqual(sheets.split(' '))
    expect(fonts.made).toEqual([
      {
        family: 'Playfair Display',
        source: PLAYFAIR.src,
        descriptors: { style: 'normal', weight: '500', display: 'swap' },
      },
      {
        family: 'Inter Variable',
        source: INTER.src,
        descriptors: { weight: '400 600', display: 'swap', unicodeRange: 'U+0-FF' },
      },
      {
        family: 'Playfair Display',
        source: PLAYFAIR.src,
        descriptors: { style: 'normal', weight: '500', display: 'swap' },
      },
    ])
    // Nothing reaches the page while a face is still loading.
    fonts.fontSet.push([])
    fonts.loads[0]?.resolve()
    fonts.loads[2]?.resolve()
    await settled()
    expect(fonts.fontSet).toEqual([[]])
    expect(storage.get(FONTS_SEEN)).toBeUndefined()
    fonts.loads[1]?.resolve()
    await settled()
    expect(fonts.fontSet[0]).toHaveLength(3)
    expect(storage.get(FONTS_SEEN)).toBe(sheets)
    // No stylesheet is linked for them.
    expect(seen()).toEqual([['script', '/assets/index-1.js']])
  })

  test('a face that fails to load, or a stylesheet that fails, has the stylesheets linked instead', async () => {
    for (const failing of ['face', 'sheet'] as const) {
      const fonts = fontLoading([[INTER]], failing === 'sheet' ? [FONTS] : [])
      const { added, seen, advance } = boot(
        { 'data-entry': '/assets/index-1.js', 'data-fonts': FONTS },
        { window: fonts.window, fonts: { add: (face) => fonts.fontSet.at(-1)?.push(face) } },
      )
      advance(1)
      added[0]?.onload?.()
      await settled()
      fonts.loads[0]?.reject()
      await settled()
      expect(seen()).toEqual([
        ['script', '/assets/index-1.js'],
        ['link', FONTS],
      ])
    }
  })

  test('font faces the head script has brought already are not brought again', () => {
    const { added, seen, advance } = boot(
      { 'data-entry': '/assets/index-1.js', 'data-fonts': FONTS },
      { linked: [FONTS] },
    )
    advance(1)
    added[0]?.onload?.()
    expect(seen()).toEqual([['script', '/assets/index-1.js']])
  })

  test('it brings the whole stylesheet first, and starts the entry once that has loaded', () => {
    const { added, seen, advance, step, last } = boot({
      'data-entry': '/assets/index-1.js',
      'data-preload': '/assets/app-1.js',
      'data-styles': '/assets/app-1.css',
    })
    step()
    // The stylesheet in one task, the modules in the next: together they were one long task.
    expect(seen()).toEqual([['link', '/assets/app-1.css']])
    step()
    expect(seen()).toEqual([
      ['link', '/assets/app-1.css'],
      ['link', '/assets/app-1.js'],
    ])
    expect(added[0]?.attributes).toMatchObject({ rel: 'stylesheet' })
    added[0]?.onload?.()
    expect(last()).toEqual(['script', '/assets/index-1.js'])
    // The 3 s fallback finds the entry already started.
    advance(Infinity)
    expect(seen().filter(([tag]) => tag === 'script')).toEqual([
      ['script', '/assets/app-1.js'],
      ['script', '/assets/index-1.js'],
    ])
  })

  test('a stylesheet that never answers holds the app back 3 s at most', () => {
    const { seen, advance, last } = boot({
      'data-entry': '/assets/index-1.js',
      'data-styles': '/assets/app-1.css',
    })
    advance(1)
    expect(seen()).toEqual([['link', '/assets/app-1.css']])
    advance(Infinity)
    expect(last()).toEqual(['script', '/assets/index-1.js'])
  })

  const ENTRY = { 'data-entry': '/assets/index-1.js', 'data-preload': '/assets/app-1.js' }

  test("a page's largest image, once reported painted, starts the app; not its load, not a frame", () => {
    const hero = heroImage(false)
    const reports = paintReports(['paint', 'largest-contentful-paint'])
    const { seen, advance, last } = boot(ENTRY, { hero, window: reports })
    advance(1000)
    expect(seen()).toEqual([])
    expect(hero.listeners).toEqual({})
    const [observer] = reports.observers
    // A larger text painted first is not the image.
    observer?.report([{ element: { getAttribute: () => null } }])
    advance(1000)
    expect(seen()).toEqual([])
    observer?.report([{ element: hero }])
    expect(observer?.disconnected).toBe(true)
    advance(1000)
    expect(last()).toEqual(['script', '/assets/index-1.js'])
    expect(seen()).toEqual([
      ['link', '/assets/app-1.js'],
      ['script', '/assets/app-1.js'],
      ['script', '/assets/index-1.js'],
    ])
  })

  test('a tap or a key before the image is painted starts the app at once', () => {
    for (const input of ['pointerdown', 'keydown']) {
      const reports = paintReports(['largest-contentful-paint'])
      const { inputs, seen, advance, last } = boot(ENTRY, {
        hero: heroImage(false),
        window: reports,
      })
      expect(Object.keys(inputs).sort()).toEqual(['keydown', 'pointerdown'])
      inputs[input]?.()
      // The modules are asked for in the next task, not a second later.
      expect(seen()).toEqual([])
      advance(1)
      expect(last()).toEqual(['script', '/assets/index-1.js'])
      expect(Object.keys(inputs)).toEqual([])
    }
  })

  test('an image never reported painted holds the app back 1 s at most', () => {
    const reports = paintReports(['largest-contentful-paint'])
    const { seen, advance, last } = boot(ENTRY, { hero: heroImage(false), window: reports })
    advance(1000)
    expect(seen()).toEqual([])
    advance(1001)
    expect(last()).toEqual(['script', '/assets/index-1.js'])
  })

  test('without paint reports, the app starts a frame after the image has loaded or failed', () => {
    for (const outcome of ['load', 'error']) {
      const hero = heroImage(false)
      const { seen, advance, last } = boot(ENTRY, { hero, window: paintReports([]) })
      advance(1000)
      expect(seen()).toEqual([])
      hero.listeners[outcome]?.()
      advance(1000)
      expect(last()).toEqual(['script', '/assets/index-1.js'])
    }
    // An image already there waits for nothing but the frame.
    const { advance, last } = boot(ENTRY, { hero: heroImage(true) })
    advance(1000)
    expect(last()).toEqual(['script', '/assets/index-1.js'])
  })

  /**
   * Runs the page's inline head script on a page whose capturing listeners the
   * test calls, with `fonts` as its `data-fonts` and `storage` as localStorage.
   */
  function runHeadScript(fonts: string | null = null, storage?: ReturnType<typeof storageOf>) {
    const page: Record<string, unknown> = {}
    const inputs: Record<string, (event?: unknown) => void> = {}
    const linked: Record<string, unknown>[] = []
    runInNewContext(HEAD_SCRIPT, {
      localStorage: storage,
      document: {
        currentScript: { getAttribute: (name: string) => (name === 'data-fonts' ? fonts : null) },
        createElement: (tag: string) => {
          const element: Record<string, unknown> = { tag }
          element.setAttribute = (name: string, value: string) => (element[name] = value)
          return element
        },
        head: { appendChild: (node: Record<string, unknown>) => linked.push(node) },
        addEventListener: (type: string, listener: (event?: unknown) => void, capture: boolean) => {
          expect(capture).toBe(true)
          inputs[type] = listener
        },
        removeEventListener: (type: string, listener: (event?: unknown) => void) => {
          if (inputs[type] === listener) delete inputs[type]
        },
      },
      window: page,
    })
    const links = linked.map(({ tag, rel, href }) => ({ tag, rel, href }))
    return { page, inputs, links }
  }
  const keepTaps = () => runHeadScript()

  test("the buttons tapped before the app has hydrated are kept for it, in order, and from it; a form's submit, a disabled button and a link are not", () => {
    const { page, inputs } = keepTaps()
    type Button = { type: string; disabled: boolean; form: object | null }
    const button = (type: string, changes: Partial<Button> = {}): Button => ({
      type,
      disabled: false,
      form: null,
      ...changes,
    })
    /** Taps, and says whether the tap was kept from the page's own listeners. */
    const tap = (target: Button | null) => {
      let stopped = false
      inputs.click?.({
        target: { closest: (selector: string) => (selector === 'button' ? target : null) },
        stopPropagation: () => (stopped = true),
      })
      return stopped
    }
    const size = button('button')
    const add = button('button', { form: {} })
    const loose = button('submit')
    expect(tap(size)).toBe(true)
    expect(tap(button('submit', { form: {} }))).toBe(false)
    expect(tap(button('reset', { form: {} }))).toBe(false)
    expect(tap(button('button', { disabled: true }))).toBe(false)
    expect(tap(null)).toBe(false)
    inputs.click?.({ target: {} })
    expect(tap(add)).toBe(true)
    expect(tap(loose)).toBe(true)

    const take = page[EARLY_TAPS] as () => Button[]
    expect(take()).toEqual([size, add, loose])
    expect(inputs.click).toBeUndefined()
  })

  test('only the first few taps are kept', () => {
    const { page, inputs } = keepTaps()
    const menu = { type: 'button', disabled: false, form: null }
    let stopped = 0
    for (let i = 0; i < EARLY_TAPS_KEPT + 5; i++)
      inputs.click?.({ target: { closest: () => menu }, stopPropagation: () => stopped++ })
    expect((page[EARLY_TAPS] as () => unknown[])()).toHaveLength(EARLY_TAPS_KEPT)
    // The ones not kept go on to the page.
    expect(stopped).toBe(EARLY_TAPS_KEPT)
  })

  test('a browser that has brought the font faces before is brought them again at once', () => {
    const fonts = '/styles/app-1/fonts.css /styles/extra-1/fonts.css'
    const seen = new Map([[FONTS_SEEN, fonts]])
    const { links, inputs } = runHeadScript(fonts, storageOf(seen))
    expect(links).toEqual(
      fonts.split(' ').map((href) => ({ tag: 'link', rel: 'stylesheet', href })),
    )
    // It still keeps taps.
    expect(inputs.click).toBeDefined()
  })

  test('a first visit, a build with other fonts, a page with none or a browser refusing storage paints without waiting for them', () => {
    const fonts = '/styles/app-2/fonts.css'
    expect(runHeadScript(fonts, storageOf(new Map())).links).toEqual([])
    const older = new Map([[FONTS_SEEN, '/styles/app-1/fonts.css']])
    expect(runHeadScript(fonts, storageOf(older)).links).toEqual([])
    expect(runHeadScript(null, storageOf(new Map([[FONTS_SEEN, '']]))).links).toEqual([])
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    const { links, inputs } = runHeadScript(fonts, refusing)
    expect(links).toEqual([])
    expect(inputs.click).toBeDefined()
  })
})
