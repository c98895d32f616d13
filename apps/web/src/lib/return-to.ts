/** Where to go after signing in: the account page a guest was sent from, or home. */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next')
  // Only paths of this site: never '//other.host' or 'https://…'.
  return next && /^\/(?!\/)/.test(next) ? next : '/'
}

export const signInPathFor = (path: string) => `/sign-in?next=${encodeURIComponent(path)}`
