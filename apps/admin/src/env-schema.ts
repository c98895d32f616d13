import { z } from 'zod'

/**
 * The back office's build-time configuration (Vite's VITE_* variables),
 * checked when Vite builds or serves it (vite.config.ts): a wrong value stops
 * the build with its name, and the app gets only the checked result.
 */
const AdminEnvSchema = z
  .object({
    /**
     * Where the API lives, on the back office's own origin: the staff session is
     * an HttpOnly cookie the browser sends to that origin only (decision 041).
     */
    VITE_API_BASE_URL: z
      .string()
      .regex(
        /^\/[^\s]*[^/\s]$/,
        'a path on the same origin, starting with / and without a trailing /',
      )
      .default('/api'),
  })
  .transform((vars) => ({ apiBaseUrl: vars.VITE_API_BASE_URL }))

export type AdminEnv = z.output<typeof AdminEnvSchema>

/** Reads the variables, or throws an error naming each wrong one. */
export function readAdminEnv(vars: Record<string, string | undefined>): AdminEnv {
  const result = AdminEnvSchema.safeParse(vars)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`The back office's configuration is not valid: ${problems.join('; ')}`)
}
