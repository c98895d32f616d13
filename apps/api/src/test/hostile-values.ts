/** Values a client could send to refuse or break a call; every one must get a 4xx or a normal answer. */

export const LONG = 'x'.repeat(10 * 1024)

/** Query-string values, already percent-encoded as a client could send them. */
export const HOSTILE_QUERY = [
  '%00',
  'linen%00shirt',
  '%ED%A0%80',
  '%uD800',
  '%FF%FE',
  LONG,
  '1e400',
  '99999999999999999999999999',
  '-1',
  '-0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('1; drop table products; --'),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('%_\\'),
  encodeURIComponent('😀 ǅ İ \u202e ﷽'),
  encodeURIComponent('linen & | ! : * ( )'),
  '',
  '%20',
]

/** JSON values for the fields of a body. */
export const HOSTILE_JSON: unknown[] = [
  '\u0000',
  'linen\u0000shirt',
  '\ud800',
  '\udfff',
  LONG,
  1e308,
  -1,
  1.5,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  '99999999999999999999999999',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀 ǅ İ \u202e',
  [1, 2],
  ['a', 'b'],
  { $gt: '' },
  { a: { b: { c: 1 } } },
  null,
  true,
  '',
]
