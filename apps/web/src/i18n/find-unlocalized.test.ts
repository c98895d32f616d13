import { expect, test } from 'vitest'
import { findUnlocalized } from './find-unlocalized'

const texts = (source: string) => findUnlocalized('sample.tsx', source).map((hit) => hit.text)

test('words between tags, in attributes people read, in toasts and in labels are found', () => {
  const source = `
    export function Sample() {
      toast.error('Something broke.')
      const links = [{ label: 'Our Stores', to: '/stores' }]
      return (
        <div aria-label="Main">
          Add to Cart
          <input placeholder={open ? 'Search…' : 'Type here'} />
          <Modal title={\`Size of \${name}\`} />
          <label>{count === 1 ? 'star' : 'stars'}</label>
        </div>
      )
    }`
  expect(texts(source)).toEqual([
    'Something broke.',
    'Our Stores',
    'Main',
    'Add to Cart',
    'Search…',
    'Size of',
    'star',
  ])
})

test('messages, class names, addresses, brand names and signs are not words to translate', () => {
  const source = `
    export function Sample() {
      return (
        <Link to="/products" className="btn-primary" aria-label={m.open_cart()}>
          {m.add_to_cart()} · 404 KAINARA
          <span title="SiCepat" />
        </Link>
      )
    }`
  expect(texts(source)).toEqual([])
})
