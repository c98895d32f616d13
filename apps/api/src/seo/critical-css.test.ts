import { describe, expect, test } from 'vitest'
import { splitStylesheet } from './critical-css'

const CSS = [
  '/*! tailwindcss | MIT License */',
  '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-rotate:0;--tw-scale-x:100%}}}',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root{--color-ink:#1f1b16}}',
  '@layer base{*{margin:0}body{color:var(--color-ink)}}',
  '@layer utilities{.flex{display:flex}.hidden{display:none}',
  '.md\\:grid{display:grid}@media (min-width:48rem){.md\\:flex{display:flex}}',
  '.w-\\[min\\(420px\\,88vw\\)\\]{width:min(420px,88vw)}',
  '.group-hover\\:scale-105:is(:where(.group):hover *){--tw-scale-x:105%;scale:var(--tw-scale-x)}',
  '.\\32 xl\\:block{display:block}.space-y-2>:not(:last-child){margin-block:.5rem}',
  '.peer:not(.is-open)~.fade{opacity:.5}.ring-offset-2{--tw-ring-offset-width:2px}}',
  '@property --tw-rotate{syntax:"*";inherits:false}',
  '@property --tw-scale-x{syntax:"*";inherits:false;initial-value:100%}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  "@layer base{@font-face{font-family:'Serif';src:url(/a/serif.woff2) format('woff2')}}",
  "@font-face{font-family:'Sans';font-weight:400 600;src:url(/a/sans.woff2)}",
].join('')

const parts = splitStylesheet(CSS)
const critical = (html: string) => parts.forPage(html).critical
const rest = (html: string) => parts.rest(parts.forPage(html).restKey)

describe("a page's own rules", () => {
  test('a page keeps the rules of the classes it carries and drops the others', () => {
    const css = critical('<main class="flex md:flex ring-offset-2"></main>')
    expect(css).toContain('.flex{display:flex}')
    expect(css).toContain('.ring-offset-2{--tw-ring-offset-width:2px}')
    expect(css).toContain('@media (min-width:48rem){.md\\:flex{display:flex}}')
    expect(css).not.toContain('.hidden')
    expect(css).not.toContain('.md\\:grid')
  })

  test('base styles, the theme, layer order, keyframes and the licence always stay', () => {
    const css = critical('<main></main>')
    expect(css).toContain('/*! tailwindcss | MIT License */')
    expect(css).toContain('@layer theme,base,components,utilities;')
    expect(css).toContain('@layer theme{:root{--color-ink:#1f1b16}}')
    expect(css).toContain('@layer base{*{margin:0}body{color:var(--color-ink)}}')
    expect(css).toContain('@keyframes spin')
  })

  test('the font faces are neither inlined nor in the rest: they come on their own, in their layers', () => {
    const html = '<main class="flex"></main>'
    expect(critical(html)).not.toContain('@font-face')
    expect(rest(html)).not.toContain('@font-face')
    expect(parts.fonts).toBe(
      "@layer base{@font-face{font-family:'Serif';src:url(/a/serif.woff2) format('woff2')}}" +
        "@font-face{font-family:'Sans';font-weight:400 600;src:url(/a/sans.woff2)}",
    )
    expect(splitStylesheet('.flex{display:flex}').fonts).toBe('')
  })

  test('escaped class names are matched as the HTML writes them', () => {
    const css = critical(
      '<div class="w-[min(420px,88vw)] 2xl:block"></div><p class="[&amp;&gt;svg]:x space-y-2"></p>',
    )
    expect(css).toContain('.w-\\[min\\(420px\\,88vw\\)\\]{')
    expect(css).toContain('.\\32 xl\\:block{')
    expect(css).toContain('.space-y-2>:not(:last-child)')
  })

  test('a rule needs every class its selector names, except those it says must be absent', () => {
    expect(critical('<a class="group-hover:scale-105"></a>')).not.toContain('scale:var')
    expect(critical('<a class="group"><b class="group-hover:scale-105"></b></a>')).toContain(
      'scale:var(--tw-scale-x)',
    )
    expect(critical('<a class="peer"></a><b class="fade"></b>')).toContain('.fade{opacity:.5}')
  })

  test("every registered variable and Tailwind's defaults are inlined: one added later restyles the whole page", () => {
    const plain = critical('<a class="flex"></a>')
    expect(plain).toContain('@property --tw-rotate')
    expect(plain).toContain('@property --tw-scale-x')
    expect(plain).toContain(
      '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-rotate:0;--tw-scale-x:100%}}}',
    )
  })
})

describe('the rest of the stylesheet, brought after the first paint', () => {
  test('it holds the class rules the page did not inline, and nothing that names no class', () => {
    const later = rest('<main class="flex md:flex ring-offset-2"></main>') ?? ''
    expect(later).toContain('.hidden{display:none}')
    expect(later).toContain('.w-\\[min\\(420px\\,88vw\\)\\]{')
    expect(later).not.toContain('.ring-offset-2')
    for (const always of ['@property', '@keyframes', '*{margin:0}', ':root', 'MIT License'])
      expect(later).not.toContain(always)
  })

  test('an inlined rule that came after a rest rule setting the same property comes again after it', () => {
    // md:flex follows hidden and md:grid in the stylesheet; an element the app renders later
    // with "hidden md:flex" must still show as flex on a wide screen.
    expect(rest('<main class="flex md:flex ring-offset-2"></main>')).toBe(
      '@layer utilities{.hidden{display:none}.md\\:grid{display:grid}' +
        '@media (min-width:48rem){.md\\:flex{display:flex}}' +
        '.w-\\[min\\(420px\\,88vw\\)\\]{width:min(420px,88vw)}' +
        '.group-hover\\:scale-105:is(:where(.group):hover *){--tw-scale-x:105%;scale:var(--tw-scale-x)}' +
        '.\\32 xl\\:block{display:block}.space-y-2>:not(:last-child){margin-block:.5rem}' +
        '.peer:not(.is-open)~.fade{opacity:.5}}',
    )
  })

  test('a page using every class has nothing left to bring', () => {
    const everything =
      '<a class="flex hidden md:grid md:flex w-[min(420px,88vw)] group group-hover:scale-105 2xl:block space-y-2 peer fade ring-offset-2"></a>'
    expect(rest(everything)).toBe('')
  })

  test('a key no page was given is refused', () => {
    const { restKey } = parts.forPage('<a class="flex"></a>')
    expect(parts.rest(restKey)).not.toBeNull()
    expect(parts.rest(`${restKey}A`)).toBeNull()
    expect(parts.rest(restKey.slice(1))).toBeNull()
    expect(parts.rest('../../etc/passwd')).toBeNull()
    expect(parts.rest('%00')).toBeNull()
    // Fourteen rules make two bytes; a bit past the last rule is never set.
    expect(parts.rest(Buffer.from([0, 0xff]).toString('base64url'))).toBeNull()
  })
})
