import { describe, expect, test } from 'vitest'
import { createCriticalCss } from './critical-css'

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
].join('')

const critical = createCriticalCss(CSS)

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

  test("Tailwind's registered variables come only with the rules that use them", () => {
    const plain = critical('<a class="flex"></a>')
    expect(plain).not.toContain('@property')
    expect(plain).not.toContain('@layer properties')
    const scaled = critical('<a class="group group-hover:scale-105"></a>')
    expect(scaled).toContain('@property --tw-scale-x')
    expect(scaled).not.toContain('@property --tw-rotate')
    expect(scaled).toContain(
      '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-scale-x:100%}}}',
    )
  })
})
