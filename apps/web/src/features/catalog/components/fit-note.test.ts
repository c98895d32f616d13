import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { FitNote as Fit } from '@store/contract/fit'
import { FitNote } from './fit-note'

const render = (fit: Fit) => renderToStaticMarkup(createElement(FitNote, { fit }))

test('a product that runs small tells the shopper to take one size up', () => {
  expect(render('RUNS_SMALL')).toContain('Runs small: most buyers took one size up')
})

test('a product that runs large tells the shopper to take one size down', () => {
  expect(render('RUNS_LARGE')).toContain('Runs large: most buyers took one size down')
})

test('a product without a fit note says nothing beside the sizes', () => {
  expect(render(null)).toBe('')
})
