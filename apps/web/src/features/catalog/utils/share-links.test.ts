import { expect, test } from 'vitest'
import { shareLinks } from './share-links'

test('each network gets the product link, encoded', () => {
  const links = shareLinks('https://kainara.id/product/12', 'Parang Batik Shirt & Co')
  expect(links.map((link) => link.label)).toEqual(['WhatsApp', 'Facebook', 'X'])
  expect(links[0]?.href).toBe(
    'https://wa.me/?text=Parang%20Batik%20Shirt%20%26%20Co%20https%3A%2F%2Fkainara.id%2Fproduct%2F12',
  )
  expect(links[1]?.href).toBe(
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkainara.id%2Fproduct%2F12',
  )
  expect(links[2]?.href).toContain(
    'url=https%3A%2F%2Fkainara.id%2Fproduct%2F12&text=Parang%20Batik%20Shirt%20%26%20Co',
  )
})
