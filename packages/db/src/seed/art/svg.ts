export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** One decimal keeps paths crisp at any size while keeping files small. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/**
 * Rounds float noise (126.39999999999999) in finished markup: one decimal for
 * coordinates, four significant digits for small factors such as glyph scales.
 */
export function tidyNumbers(markup: string): string {
  return markup.replace(/-?\d*\.\d{3,}/g, (m) => {
    const v = Number(m)
    return Math.abs(v) >= 10 ? num(v) : String(Number(v.toPrecision(4)))
  })
}

type AttrValue = string | number | undefined

export function attrs(values: Record<string, AttrValue>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('')
}

export function el(tag: string, values: Record<string, AttrValue>, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(values)}/>`
    : `<${tag}${attrs(values)}>${children}</${tag}>`
}

export interface SvgDoc {
  /** A fresh id, unique within this document. */
  id(): string
  /** Registers a definition once per key and returns its id. */
  shared(key: string, build: (id: string) => string): string
  def(markup: string): void
  render(body: string, width: number, height: number, viewBox?: Box): string
}

export function createDoc(): SvgDoc {
  const defs: string[] = []
  const keys = new Map<string, string>()
  let counter = 0
  const id = (): string => `k${(counter++).toString(36)}`
  return {
    id,
    shared(key, build) {
      const known = keys.get(key)
      if (known) return known
      const fresh = id()
      keys.set(key, fresh)
      defs.push(build(fresh))
      return fresh
    },
    def: (markup) => void defs.push(markup),
    render(body, width, height, viewBox = { x: 0, y: 0, w: width, h: height }) {
      const box = [viewBox.x, viewBox.y, viewBox.w, viewBox.h].map(num).join(' ')
      const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="${width}" height="${height}">`
      return tidyNumbers(
        `${head}${defs.length ? `<defs>${defs.join('')}</defs>` : ''}${body}</svg>`,
      )
    },
  }
}
