import postcss, { type ChildNode, type Declaration } from 'postcss'

/** One top-level piece of the stylesheet, in its place in the cascade. */
type Piece =
  | { kind: 'always'; wrappers: string[]; text: string }
  | { kind: 'rule'; wrappers: string[]; text: string; needs: string[][]; variables: string[] }
  | { kind: 'property'; wrappers: string[]; text: string; name: string }
  | { kind: 'variables'; wrappers: string[]; selector: string; declarations: Declaration[] }

const CLASS_NAME = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-]|\P{ASCII})+)/gu
const TAILWIND_VARIABLE = /--tw-[\w-]+/g
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
      if (node.name === 'property') {
        into.push({ kind: 'property', wrappers, text: node.toString(), name: node.params.trim() })
      } else if (
        node.nodes &&
        ['layer', 'media', 'supports', 'starting-style'].includes(node.name)
      ) {
        piecesOf(node.nodes, [...wrappers, opening], into)
      } else {
        // A statement such as `@layer theme,base;` leaves its semicolon to its parent.
        const text = node.nodes ? node.toString() : `${node.toString()};`
        into.push({ kind: 'always', wrappers, text })
      }
    } else if (node.type === 'rule') {
      const needs = classesNeeded(node.selector)
      const declarations = node.nodes.filter((child) => child.type === 'decl')
      // Tailwind's defaults for its variables (`*,:before,:after{--tw-…}`) name no class.
      const defaults =
        needs.every((need) => need.length === 0) &&
        declarations.length === node.nodes.length &&
        declarations.every((declaration) => declaration.prop.startsWith('--tw-'))
      if (defaults)
        into.push({ kind: 'variables', wrappers, selector: node.selector, declarations })
      else {
        const text = node.toString()
        into.push({
          kind: 'rule',
          wrappers,
          text,
          needs,
          variables: text.match(TAILWIND_VARIABLE) ?? [],
        })
      }
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

/**
 * The part of a built stylesheet that a rendered page uses (decision 008):
 * every rule whose classes all appear in the page's HTML, every rule that
 * names no class (the base styles), and of Tailwind's registered variables
 * only those the kept rules use. The page inlines this much; the whole
 * stylesheet follows once the page has painted, before the app starts.
 */
export function createCriticalCss(css: string): (html: string) => string {
  const pieces = piecesOf(postcss.parse(css).nodes, [], [])
  return (html) => {
    const present = classesIn(html)
    const kept = new Set<Piece>()
    const used = new Set<string>()
    for (const piece of pieces) {
      if (piece.kind !== 'rule') continue
      if (!piece.needs.some((need) => need.every((name) => present.has(name)))) continue
      kept.add(piece)
      for (const name of piece.variables) used.add(name)
    }
    const chosen: { wrappers: string[]; text: string }[] = []
    for (const piece of pieces) {
      if (piece.kind === 'property') {
        if (used.has(piece.name)) chosen.push(piece)
      } else if (piece.kind === 'variables') {
        const declarations = piece.declarations.filter((declaration) => used.has(declaration.prop))
        const text = declarations
          .map(({ prop, value, important }) => `${prop}:${value}${important ? '!important' : ''}`)
          .join(';')
        if (text) chosen.push({ wrappers: piece.wrappers, text: `${piece.selector}{${text}}` })
      } else if (piece.kind === 'always' || kept.has(piece)) {
        chosen.push(piece)
      }
    }
    return joinPieces(chosen)
  }
}
