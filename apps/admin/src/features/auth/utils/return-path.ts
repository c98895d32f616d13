/** Where to go after signing in: a path of the back office only, never another site. */
export function safeReturnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/'
  return next
}
