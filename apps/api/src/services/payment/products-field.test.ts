import { describe, expect, test } from 'vitest'
import { parseProducts, serializeProducts } from './products-field'

describe('the products field', () => {
  test('is written as a PHP-serialised list, string lengths counted in bytes', () => {
    const text = serializeProducts([{ product: 'Kebaya Brokat – Ivory', qty: 1, amount: 899000 }])
    expect(text).toBe(
      'a:1:{i:0;a:3:{s:7:"product";s:23:"Kebaya Brokat – Ivory";s:3:"qty";i:1;s:6:"amount";i:899000;}}',
    )
  })

  test('reads back what it writes, including quotes and semicolons in names', () => {
    const products = [
      { product: 'Kaos "Logo"; Hitam', qty: 3, amount: 149000 },
      { product: 'SiCepat REG', qty: 1, amount: 20000 },
    ]
    expect(parseProducts(serializeProducts(products))).toEqual(products)
    expect(parseProducts(serializeProducts([]))).toEqual([])
  })

  test('refuses anything else instead of guessing', () => {
    const good = serializeProducts([{ product: 'Kaos', qty: 1, amount: 1 }])
    expect(parseProducts(good.replace('s:4:', 's:9:'))).toBeNull()
    expect(parseProducts(`${good}x`)).toBeNull()
    expect(parseProducts(good.replace('a:1:', 'a:2:'))).toBeNull()
    expect(parseProducts('[{"product":"Kaos","qty":1,"amount":1}]')).toBeNull()
    expect(parseProducts('')).toBeNull()
  })
})
