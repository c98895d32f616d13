import { expect, test } from 'vitest'
import { sanitizeRichText } from './rich-text'

test('a description keeps paragraphs, emphasis, lists and safe links, and loses every script', () => {
  expect(
    sanitizeRichText(
      '<p onclick="steal()">Soft <strong>linen</strong> <em>shirt</em></p><ul><li>cotton</li></ul>' +
        '<script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">bad</a> <a href="/products?category_id=6">men</a> <a href="https://kainara.co.id">site</a>',
    ),
  ).toBe(
    '<p>Soft <strong>linen</strong> <em>shirt</em></p><ul><li>cotton</li></ul>' +
      '<a>bad</a> <a href="/products?category_id=6">men</a> <a href="https://kainara.co.id">site</a>',
  )
})

test('plain text stays as it was written', () => {
  expect(sanitizeRichText('100% cotton, made in Bandung')).toBe('100% cotton, made in Bandung')
})
