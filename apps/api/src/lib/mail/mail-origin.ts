import type { Env } from '../../env'

/**
 * Where links in the shop's mail point: PUBLIC_URL, else this server on
 * localhost, for every mail alike. Never the request's Host (nor a proxy's
 * X-Forwarded-Host): anyone can send a request naming their own site, and the
 * mail would carry a new password or an invitation beside a link to it.
 */
export const mailOrigin = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>) =>
  env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : `http://localhost:${env.PORT}`
