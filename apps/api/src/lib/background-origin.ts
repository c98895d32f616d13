import type { Env } from '../env'

/** Jobs have no request: links in their mails use PUBLIC_URL, else this server on localhost. */
export const backgroundOrigin = (env: Env) =>
  env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : `http://localhost:${env.PORT}`
