import { describe, expect, test } from 'vitest'
import { matchPage, productIdOf } from './page-routes'

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
    expect(matchPage(path).page.module).toBe(module)
  })

  test('a product matches by prefix and keeps its id under the contract id rule', () => {
    expect(productIdOf(matchPage('/product/12'))).toBe(12)
    expect(productIdOf(matchPage('/product/12/reviews'))).toBe(12)
    expect(matchPage('/product/abc').page.module).toBe('product')
    expect(productIdOf(matchPage('/product/abc'))).toBeNull()
    expect(productIdOf(matchPage('/product/3000000000'))).toBeNull()
    expect(productIdOf(matchPage('/product/99999999999'))).toBeNull()
  })

  test('any shop landing slug is a landing', () => {
    expect(matchPage('/shop/men')).toMatchObject({
      page: { module: 'shop-landing' },
      params: { category: 'men' },
    })
    expect(matchPage('/shop/anything').params.category).toBe('anything')
  })

  test('only the catch-all answers 404', () => {
    expect(matchPage('/no-such-page').page.status).toBe(404)
    expect(matchPage('/faq').page.status).toBeUndefined()
  })
})
