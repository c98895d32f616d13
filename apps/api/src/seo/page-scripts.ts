import { createHash } from 'node:crypto'
import { EARLY_TAPS, EARLY_TAPS_KEPT } from '@store/contract/early-taps'

/**
 * Where a browser notes the font-face stylesheets (`data-fonts`) it has
 * brought once: they and the fonts they name are then in its cache, for a
 * year (their addresses carry the build's hash).
 */
export const FONTS_SEEN = 'fonts_seen'

/**
 * The script as sent: without its comment lines and indents, which are a
 * quarter of it. Its line breaks stay, so no statement runs into the next.
 */
function withoutComments(script: string) {
  return script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n')
}

/**
 * What starts the app once the first view has painted: the rest of the
 * stylesheet (the rules the page did not inline), the entry module and the
 * modules it and the page's route import, taken from the page's
 * `data-styles`, `data-entry` and `data-preload`. A frame and then a task put
 * the start after the first paint. A page with a `fetchpriority="high"` image
 * (its largest, decision 008) starts once the browser reports that image
 * painted as the largest contentful paint (or, without that report, once it
 * has loaded and a frame has passed), so the app's code never competes with
 * it, or at the shopper's first tap or key. A hidden tab paints no frame, and
 * an image can hang or be outgrown by larger text, so a timer starts the app
 * at 1 s whatever happens. It asks for the rest of the stylesheet, and in
 * the next task for the modules. The app's modules run once the stylesheet has
 * loaded or failed, so nothing the app opens is ever unstyled, or after 3 s
 * whatever happens: the preloaded ones one after another, each in a task of
 * its own, and the entry last.
 * The page's font faces (`data-fonts`) are brought once the entry has run,
 * unless CACHED_FONTS brought them already, and noted in FONTS_SEEN once
 * loaded: the restyle and layout they cause are then a task of their own,
 * not added to the rest's. They are read from their stylesheet, loaded as
 * FontFace objects apart from the page and added to it together, so the page
 * is restyled and laid out once in the brand's fonts; a linked stylesheet
 * caused one for itself and one more per face as each arrived. A browser
 * without the Font Loading API, or a face that fails, gets the stylesheet
 * linked instead.
 * Taps made before the app answers are kept by TAP_KEEPER, not here.
 */
export const BOOT_SCRIPT = withoutComments(`(function () {
  var me = document.currentScript
  var entry = me && me.getAttribute('data-entry')
  if (!entry) return
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  var styles = (me.getAttribute('data-styles') || '').split(' ')
  var fonts = me.getAttribute('data-fonts') || ''
  var started = false
  var entered = false
  function add(tag, attributes) {
    var element = document.createElement(tag)
    for (var name in attributes) element.setAttribute(name, attributes[name])
    document.head.appendChild(element)
    return element
  }
  // Each preloaded module runs as a script of its own, dependencies first, and the entry last:
  // a module graph runs in one task, and the whole app's at once was the page's longest task.
  function run(index) {
    var last = index >= preloads.length
    var script = add('script', { type: 'module', crossorigin: '', src: last ? entry : preloads[index] })
    script.onload = script.onerror = function () {
      if (last) bringFonts()
      else run(index + 1)
    }
  }
  // A face's descriptors, by their names in the FontFace constructor.
  var DESCRIPTORS = { style: 'font-style', weight: 'font-weight', display: 'font-display', unicodeRange: 'unicode-range' }
  function bringFonts() {
    var sheets = fonts.split(' ').filter(function (href) {
      return href && !document.querySelector('link[href="' + href + '"]')
    })
    if (!sheets.length) return
    function link() {
      for (var f = 0; f < sheets.length; f++) add('link', { rel: 'stylesheet', href: sheets[f] }).onload = remember
    }
    var fontSet = document.fonts
    if (!window.FontFace || !window.CSSStyleSheet || !window.fetch || !fontSet || !fontSet.add) return link()
    // Every face is loaded apart from the page and then added with the others at once: one restyle and
    // one layout in the brand's fonts, where a linked sheet gave one for the sheet and one per face.
    Promise.all(sheets.map(function (href) {
      return window.fetch(href).then(function (answer) {
        if (!answer.ok) throw new Error(href + ': ' + answer.status)
        return answer.text()
      })
    }))
      .then(function (texts) {
        var loading = []
        // The faces may sit in a layer or another group of rules.
        function collect(rules) {
          for (var r = 0; r < rules.length; r++) {
            var rule = rules[r]
            if (rule.cssRules) collect(rule.cssRules)
            if (rule.type !== 5) continue
            var descriptors = {}
            for (var name in DESCRIPTORS) {
              var value = rule.style.getPropertyValue(DESCRIPTORS[name])
              if (value) descriptors[name] = value
            }
            // FontFace takes the family's name itself, without the quotes CSS may put around it.
            var family = rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, '')
            loading.push(new window.FontFace(family, rule.style.getPropertyValue('src'), descriptors).load())
          }
        }
        for (var t = 0; t < texts.length; t++) {
          var sheet = new window.CSSStyleSheet()
          sheet.replaceSync(texts[t])
          collect(sheet.cssRules)
        }
        return Promise.all(loading)
      })
      .then(function (faces) {
        for (var l = 0; l < faces.length; l++) fontSet.add(faces[l])
        remember()
      })
      .catch(link)
  }
  function remember() {
    try {
      localStorage.setItem('${FONTS_SEEN}', fonts)
    } catch (error) {}
  }
  function enter() {
    if (entered) return
    entered = true
    run(0)
  }
  function start() {
    if (started) return
    started = true
    document.removeEventListener('pointerdown', start, true)
    document.removeEventListener('keydown', start, true)
    var waiting = 1
    function settle() {
      if (--waiting === 0) enter()
    }
    for (var i = 0; i < styles.length; i++) {
      if (!styles[i]) continue
      waiting++
      var link = add('link', { rel: 'stylesheet', href: styles[i] })
      link.onload = link.onerror = settle
    }
    // The modules are asked for in a task of their own: the two together were one task long enough
    // to count as blocking on a slow phone.
    setTimeout(function () {
      for (var j = 0; j < preloads.length; j++)
        add('link', { rel: 'modulepreload', crossorigin: '', href: preloads[j] })
      settle()
    }, 0)
    setTimeout(enter, 3000)
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
  }
  var hero = document.querySelector('img[fetchpriority="high"]')
  var observer = window.PerformanceObserver
  if (!hero) afterPaint()
  else if (observer && (observer.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0) {
    var watching = new observer(function (list) {
      var entries = list.getEntries()
      for (var k = 0; k < entries.length; k++) {
        var painted = entries[k].element
        if (painted && painted.getAttribute('fetchpriority') === 'high') {
          watching.disconnect()
          setTimeout(start, 0)
          return
        }
      }
    })
    watching.observe({ type: 'largest-contentful-paint', buffered: true })
    // Paints are no longer reported after the first input, and a shopper acting wants the app.
    document.addEventListener('pointerdown', start, true)
    document.addEventListener('keydown', start, true)
  } else if (!hero.complete) {
    hero.addEventListener('load', afterPaint)
    hero.addEventListener('error', afterPaint)
  } else afterPaint()
  setTimeout(start, 1000)
})()
`)

/**
 * Keeps the buttons tapped before the app has hydrated, one with no action of
 * its own (not a form's submit or reset, not disabled), at most
 * EARLY_TAPS_KEPT, for the app to tap again, in order, once it answers
 * (`apps/web/src/lib/early-taps.ts`). It is inline at the top of the head, so
 * it listens before anything can be tapped: the deferred boot script runs
 * only once the whole page has been parsed and it has arrived, a round trip
 * on a first visit, and a tap before that was lost. A kept tap is stopped
 * from reaching the page's own listeners: React listens from the start of
 * hydration on, and a tap it answered there would come before the ones kept
 * earlier, and again when the app taps those. It runs inline as part of
 * HEAD_SCRIPT.
 */
const TAP_KEEPER = `(function () {
  var taps = [];
  function tapped(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || button.disabled || (button.type !== 'button' && button.form)) return;
    if (taps.length >= ${EARLY_TAPS_KEPT}) return;
    taps.push(button);
    event.stopPropagation();
  }
  document.addEventListener('click', tapped, true);
  window.${EARLY_TAPS} = function () {
    document.removeEventListener('click', tapped, true);
    return taps;
  };
})()`

/**
 * Brings the page's font faces at once to a browser that has brought them
 * before (FONTS_SEEN): from its cache they are there for the first paint, so
 * the brand's fonts show with no swap. They do not hold the paint back: a
 * browser whose cache was emptied since fetches them as every page did
 * before decision 008. A first visit is brought them by the boot script
 * after the page's largest image has painted.
 */
const CACHED_FONTS = `(function () {
  var me = document.currentScript;
  var fonts = me && me.getAttribute('data-fonts');
  try {
    if (!fonts || localStorage.getItem('${FONTS_SEEN}') !== fonts) return;
  } catch (error) {
    return;
  }
  var hrefs = fonts.split(' ');
  for (var i = 0; i < hrefs.length; i++) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = hrefs[i];
    document.head.appendChild(link);
  }
})();`

/**
 * The one script inline in a page, at the top of its head: TAP_KEEPER and
 * CACHED_FONTS. Every page carries it, so it goes without its line breaks and
 * indents (hence the semicolons).
 */
export const HEAD_SCRIPT = `${CACHED_FONTS}${TAP_KEEPER}`.replace(/\n\s*/g, '')

/** The CSP source that lets the browser run HEAD_SCRIPT inline, and nothing else inline. */
export const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`

export const BOOT_SCRIPT_PATH = `/boot.js?v=${createHash('sha256').update(BOOT_SCRIPT).digest('hex').slice(0, 10)}`

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g

export interface PageShell {
  template: string
  /** The build's entry module, or null when the template has none. */
  entry: string | null
  /** The modules the entry imports, fetched with it. */
  entryImports: string[]
}

/**
 * Takes the build's entry script and module preloads out of index.html: each
 * page asks for them through the boot script instead (decision 008), so the
 * first paint never waits behind the app's code on the connection or the
 * main thread.
 */
export function separateScripts(template: string): PageShell {
  const entries: string[] = []
  const entryImports: string[] = []
  const rest = template
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entries.push(src)
      return ''
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      entryImports.push(href)
      return ''
    })
  const [entry] = entries
  // A template with no single entry is left whole.
  if (entries.length !== 1 || !entry) return { template, entry: null, entryImports: [] }
  return { template: rest, entry, entryImports }
}
