import { describe, expect, test } from 'vitest'
import { matchPageRoute } from './page-routes'

describe('the page route table of spec section 2', () => {
  test.each([
    ['/', 'home'],
    ['/products', 'products'],
    ['/products/', 'products'],
    ['/stores/online-delivery', 'stores-online-delivery'],
    ['/sign-in', 'sign-in'],
    ['/sign-in/again', 'sign-in'],
    ['/account/orders', 'account'],
    ['/faq/more', 'not-found'],
    ['/products/shoes', 'not-found'],
    ['/signin', 'not-found'],
  ])('%s is rendered by the %s route', (path, module) => {
    expect(matchPageRoute(path).module).toBe(module)
  })

  test('a product matches by prefix and keeps its id', () => {
    expect(matchPageRoute('/product/12')).toEqual({ module: 'product', productId: 12 })
    expect(matchPageRoute('/product/12/reviews')).toEqual({ module: 'product', productId: 12 })
    expect(matchPageRoute('/product/abc')).toEqual({ module: 'product', productId: null })
    expect(matchPageRoute('/product/99999999999')).toEqual({ module: 'product', productId: null })
  })

  test('any shop landing slug is a landing', () => {
    expect(matchPageRoute('/shop/men')).toEqual({ module: 'shop-landing', slug: 'men' })
    expect(matchPageRoute('/shop/anything')).toEqual({ module: 'shop-landing', slug: 'anything' })
  })
})
