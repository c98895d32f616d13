import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { withCode } from './with-code'

const render = (nodes: ReturnType<typeof withCode>) => renderToStaticMarkup(<p>{nodes}</p>)

test('each piece of code sits where the sentence of its language puts it', () => {
  const english = ({ columns, bar }: { columns: string; bar: string }) =>
    `Stock in the ${columns} columns, separated by ${bar}.`
  const bahasa = ({ columns, bar }: { columns: string; bar: string }) =>
    `Stok di kolom ${columns}, dipisahkan dengan ${bar}.`
  const codes = { columns: 'stock_<id>', bar: '|' }
  expect(render(withCode(english, codes))).toBe(
    '<p>Stock in the <code>stock_&lt;id&gt;</code> columns, separated by <code>|</code>.</p>',
  )
  expect(render(withCode(bahasa, codes))).toBe(
    '<p>Stok di kolom <code>stock_&lt;id&gt;</code>, dipisahkan dengan <code>|</code>.</p>',
  )
})

test('a sentence that ends on its code leaves no empty text behind', () => {
  expect(
    render(withCode(({ path }: { path: string }) => `Upload to ${path}`, { path: '/media' })),
  ).toBe('<p>Upload to <code>/media</code></p>')
})
