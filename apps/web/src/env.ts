import type { WebEnv } from './env-schema'

/** Replaced at build time by the checked configuration (vite.config.ts, env-schema.ts). */
declare const __WEB_ENV__: WebEnv

export const env: WebEnv = __WEB_ENV__
