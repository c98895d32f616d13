import postcss, { type ChildNode } from 'postcss'

/** One top-level piece of the stylesheet, in its place in the cascade. */
type Piece =
  | { kind: 'always'; wrappers: string[]; text: string }
  | { kind: 'font'; wrappers: string[]; text: string }
  | { kind: 'rule'; wrappers: string[]; text: string; needs: string[][]; families: string[] }

const CLASS_NAME = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-]|\P{ASCII})+)/gu
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

function unescapeCss(name: string): string {
  return name
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_match, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/\\(.)/g, '$1')
}

/** A selector's `:not(...)` arguments say what must be absent, so they require nothing. */
function withoutNegations(selector: string): string {
  let out = ''
  let depth = 0
  for (let i = 0; i < selector.length; i++) {
    if (depth === 0 && selector.startsWith(':not(', i)) {
      depth = 1
      i += 4
      continue
    }
    const char = selector[i]
    if (depth > 0) {
      if (char === '\\') i++
      else if (char === '(') depth++
      else if (char === ')') depth--
      continue
    }
    out += char
  }
  return out
}

/** For each comma-separated part of a selector, the classes an element tree must carry. */
function classesNeeded(selector: string): string[][] {
  return postcss.list
    .comma(selector)
    .map((part) => [...withoutNegations(part).matchAll(CLASS_NAME)].map((m) => unescapeCss(m[1]!)))
}

function piecesOf(nodes: ChildNode[], wrappers: string[], into: Piece[]): Piece[] {
  for (const node of nodes) {
    if (node.type === 'atrule') {
      const opening = `@${node.name}${node.params ? ` ${node.params}` : ''}`
      if (node.nodes && ['layer', 'media', 'supports', 'starting-style'].includes(node.name)) {
        piecesOf(node.nodes, [...wrappers, opening], into)
      } else {
        // A statement such as `@layer theme,base;` leaves its semicolon to its parent.
        const text = node.nodes ? node.toString() : `${node.toString()};`
        into.push({ kind: node.name === 'font-face' ? 'font' : 'always', wrappers, text })
      }
    } else if (node.type === 'rule') {
      const families = new Set<string>()
      node.walkDecls((declaration) => {
        for (const family of familiesOf(declaration.prop)) families.add(family)
      })
      into.push({
        kind: 'rule',
        wrappers,
        text: node.toString(),
        needs: classesNeeded(node.selector),
        families: [...families],
      })
    } else if (node.type === 'comment' && node.text.startsWith('!')) {
      into.push({ kind: 'always', wrappers, text: node.toString() })
    }
  }
  return into
}

function classesIn(html: string): Set<string> {
  const present = new Set<string>()
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = match[1]!.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_m, name: string) => ENTITIES[name]!,
    )
    for (const name of value.split(/\s+/)) if (name) present.add(name)
  }
  return present
}

/** Joins pieces, opening and closing their @layer/@media wrappers only where they change. */
function joinPieces(pieces: { wrappers: string[]; text: string }[]): string {
  let out = ''
  let open: string[] = []
  for (const piece of pieces) {
    let shared = 0
    while (shared < open.length && open[shared] === piece.wrappers[shared]) shared++
    out += '}'.repeat(open.length - shared)
    for (const wrapper of piece.wrappers.slice(shared)) out += `${wrapper}{`
    open = piece.wrappers
    out += piece.text
  }
  return out + '}'.repeat(open.length)
}

/** Properties a longhand, logical or shorthand name can set, beyond its own first word. */
const ALSO_SETS: Record<string, string[]> = {
  top: ['inset'],
  right: ['inset'],
  bottom: ['inset'],
  left: ['inset'],
  inline: ['width'],
  block: ['height'],
  place: ['align', 'justify'],
}

/**
 * A declaration's family: two rules that may set the same property share one.
 * Coarse on purpose (`padding-left` and `padding-inline` are both padding;
 * Tailwind's `--tw-translate-x` is translate), since a missed pair would let
 * one rule win that should lose.
 */
function familiesOf(prop: string): string[] {
  const name = prop
    .toLowerCase()
    .replace(/^--tw-/, '')
    .replace(/^-(webkit|moz|ms)-/, '')
  const first = name.split('-')[0] || name
  return [first, ...(ALSO_SETS[first] ?? [])]
}

/** The @layer a piece is in, which is what its place in the cascade is compared within. */
const layerOf = (wrappers: string[]) => wrappers.filter((w) => w.startsWith('@layer')).join(' ')

export interface PageCss {
  /** What the page inlines: the rules its HTML uses and everything that names no class. */
  critical: string
  /** Names the page's rest (`StylesheetParts.rest`): which rules the page inlined. */
  restKey: string
}

export interface StylesheetParts {
  forPage: (html: string) => PageCss
  /** The rules a page with this key did not inline, or null for a key no page was given. */
  rest: (key: string) => string | null
  /** The sheet's font faces, '' when it has none: brought apart from the page (FONTS_SEEN). */
  fonts: string
}

/**
 * Splits a built stylesheet for each rendered page (decision 008). The page
 * inlines every rule whose classes all appear in its HTML, every rule that
 * names no class (base styles, the theme), every `@property` and Tailwind's
 * variable defaults and keyframes; after the first paint the boot script
 * brings the rest, and the font faces on their own. Inlined, the faces made
 * the browser fetch 55 KB of fonts ahead of the page's largest image, at a
 * higher priority, for text it then showed in the fallback anyway
 * (`font-display: swap`): a phone on slow 4G painted that image about 0.45 s
 * later (decision 008). The rest holds only class rules, so adding it
 * restyles just the elements carrying one of its classes: the whole
 * stylesheet, or one `@property` more, restyled every element of the page,
 * a 30 ms task on a laptop and four times that on a phone.
 *
 * Coming after the inlined rules, a rest rule would beat an inlined rule
 * that it preceded in the stylesheet (`grid` against an inlined `md:block`
 * on an element the app renders later). So the rest also repeats, in order,
 * every inlined rule that follows a rest rule of the same layer and may set
 * the same property: each pair of rules keeps the order it had.
 */
export function splitStylesheet(css: string): StylesheetParts {
  const pieces = piecesOf(postcss.parse(css).nodes, [], [])
  const rules = pieces.filter((piece) => piece.kind === 'rule')
  const keyBytes = Math.ceil(rules.length / 8)
  const rests = new Map<string, string>()

  const restOf = (inlined: (index: number) => boolean): string => {
    const tainted = new Map<string, Set<string>>()
    const chosen: Piece[] = []
    rules.forEach((rule, index) => {
      const layer = layerOf(rule.wrappers)
      const seen = tainted.get(layer) ?? new Set<string>()
      tainted.set(layer, seen)
      if (inlined(index) && !rule.families.some((family) => seen.has(family))) return
      chosen.push(rule)
      for (const family of rule.families) seen.add(family)
    })
    return joinPieces(chosen)
  }

  return {
    forPage(html) {
      const present = classesIn(html)
      const key = new Uint8Array(keyBytes)
      const kept = new Set<Piece>()
      rules.forEach((rule, index) => {
        if (!rule.needs.some((need) => need.every((name) => present.has(name)))) return
        kept.add(rule)
        key[index >> 3]! |= 1 << (index & 7)
      })
      const chosen = pieces.filter(
        (piece) => piece.kind === 'always' || (piece.kind === 'rule' && kept.has(piece)),
      )
      return {
        critical: joinPieces(chosen),
        restKey: Buffer.from(key).toString('base64url'),
      }
    },
    fonts: joinPieces(pieces.filter((piece) => piece.kind === 'font')),
    rest(key) {
      const known = rests.get(key)
      if (known !== undefined) return known
      if (!/^[\w-]*$/.test(key)) return null
      const bits = Buffer.from(key, 'base64url')
      if (bits.length !== keyBytes || bits.toString('base64url') !== key) return null
      // Bits past the last rule are never set by a page.
      if (rules.length % 8 !== 0 && bits[keyBytes - 1]! >> (rules.length % 8) !== 0) return null
      const rest = restOf((index) => ((bits[index >> 3]! >> (index & 7)) & 1) === 1)
      // Pages come in a few kinds, each with its own set of classes; a bound keeps a flood of
      // made-up keys from growing the map.
      if (rests.size >= MAX_RESTS_KEPT) rests.delete(rests.keys().next().value!)
      rests.set(key, rest)
      return rest
    },
  }
}

const MAX_RESTS_KEPT = 64
