import { expect, test } from 'vitest'
import { hasRichText, parseRichText } from './rich-text'

test('plain text is not rich text, so the shop shows it as written', () => {
  expect(hasRichText('Combed cotton.\nMachine wash cold. Fits <3 sizes.')).toBe(false)
})

test('the subset becomes a tree, with entities read back as characters', () => {
  expect(
    parseRichText('<p>Soft &amp; <strong>light</strong><br></p><ul><li>One</li></ul>'),
  ).toEqual([
    {
      tag: 'p',
      children: ['Soft & ', { tag: 'strong', children: ['light'] }, { tag: 'br', children: [] }],
    },
    { tag: 'ul', children: [{ tag: 'li', children: ['One'] }] },
  ])
})

test('a tag outside the subset stays text and an unsafe link loses its href', () => {
  expect(
    parseRichText(
      '<p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="/care">y</a></p>',
    ),
  ).toEqual([
    {
      tag: 'p',
      children: [
        '<img src=x onerror=alert(1)>',
        { tag: 'a', children: ['x'] },
        { tag: 'a', href: '/care', children: ['y'] },
      ],
    },
  ])
})
