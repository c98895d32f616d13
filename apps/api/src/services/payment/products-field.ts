/**
 * The `products` form field. Faspay's public Xpress samples send a
 * PHP-serialised list of { product, qty, amount }; the official format is not
 * confirmed, so this module is the one place that knows it.
 */
export interface BillProduct {
  product: string
  qty: number
  /** Unit price, in the adapter's amount unit. */
  amount: number
}

const phpString = (text: string) => `s:${Buffer.byteLength(text, 'utf8')}:"${text}";`
const phpInt = (value: number) => `i:${value};`

export function serializeProducts(products: readonly BillProduct[]): string {
  const entries = products.map(
    (item, index) =>
      `${phpInt(index)}a:3:{${phpString('product')}${phpString(item.product)}` +
      `${phpString('qty')}${phpInt(item.qty)}${phpString('amount')}${phpInt(item.amount)}}`,
  )
  return `a:${products.length}:{${entries.join('')}}`
}

/** Reads exactly what serializeProducts writes; null for anything else. */
export function parseProducts(text: string): BillProduct[] | null {
  const bytes = Buffer.from(text, 'utf8')
  let at = 0
  const expect = (literal: string) => {
    if (bytes.toString('utf8', at, at + literal.length) !== literal) throw new SyntaxError(literal)
    at += literal.length
  }
  const readDigits = (end: string) => {
    const stop = bytes.indexOf(end, at)
    const digits = bytes.toString('utf8', at, stop)
    if (stop < 0 || !/^\d{1,15}$/.test(digits)) throw new SyntaxError('number')
    at = stop + end.length
    return Number(digits)
  }
  const readString = () => {
    expect('s:')
    const length = readDigits(':"')
    const value = bytes.toString('utf8', at, at + length)
    at += length
    expect('";')
    return value
  }
  const readInt = () => {
    expect('i:')
    return readDigits(';')
  }
  try {
    expect('a:')
    const count = readDigits(':{')
    const products: BillProduct[] = []
    for (let index = 0; index < count; index++) {
      if (readInt() !== index) return null
      expect('a:3:{')
      const product = readString() === 'product' ? readString() : null
      const qty = readString() === 'qty' ? readInt() : null
      const amount = readString() === 'amount' ? readInt() : null
      if (product === null || qty === null || amount === null) return null
      expect('}')
      products.push({ product, qty, amount })
    }
    expect('}')
    return at === bytes.length && count <= 500 ? products : null
  } catch {
    return null
  }
}
