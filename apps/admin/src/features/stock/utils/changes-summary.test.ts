import { expect, test } from 'vitest'
import { changesSummary } from './changes-summary'

test('the save line says when nothing has changed yet', () => {
  expect(changesSummary(0, 0)).toBe('No changes yet.')
})

test('one changed cell is a cell and several are cells', () => {
  expect(changesSummary(1, 0)).toBe('1 changed cell.')
  expect(changesSummary(3, 0)).toBe('3 changed cells.')
})

test('the save line counts the cells that are not a whole number from 0 to 100,000', () => {
  expect(changesSummary(1, 1)).toBe('1 changed cell, 1 not a whole number from 0 to 100,000.')
  expect(changesSummary(4, 2)).toBe('4 changed cells, 2 not a whole number from 0 to 100,000.')
})
