import type { AdminEnv } from './env-schema'

/** Replaced at build time by the checked configuration (vite.config.ts, env-schema.ts). */
declare const __ADMIN_ENV__: AdminEnv

export const env: AdminEnv = __ADMIN_ENV__

/** The address of a contract call's path ('admin/orders'), under the API's base. */
export const apiUrl = (path: string) => `${env.apiBaseUrl}/${path}`
