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
