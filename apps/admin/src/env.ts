import { z } from 'zod'

/**
 * Where the back office is served and where its calls go, read from Vite's build-time
 * variables (`VITE_*` from the environment or a .env file, `BASE_URL` from `base`).
 * A path only: the staff session cookie is `SameSite=Strict` and the page's policy
 * allows connections to its own origin, so the API must answer on the same origin.
 */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'VITE_API_BASE_URL must be a path on this origin, such as /api.')
    .default('/api')
    .transform((path) => path.replace(/\/+$/, '') || '/'),
  BASE_URL: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'The build base must be a path, such as /admin/.')
    .transform((path) => path.replace(/\/+$/, '') || '/'),
})

export interface AdminEnv {
  /** Where the API answers, without a trailing slash: '/api'. */
  apiBaseUrl: string
  /** Where the back office is served, the router's basename: '/admin'. */
  basePath: string
}

/** The back office's configuration, or an error naming every wrong value. */
export function readEnv(source: Record<string, unknown>): AdminEnv {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success)
    throw new Error(
      `The back office's configuration is wrong: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`,
    )
  return { apiBaseUrl: parsed.data.VITE_API_BASE_URL, basePath: parsed.data.BASE_URL }
}

export const env = readEnv(import.meta.env)
