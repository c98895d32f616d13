import type { z } from 'zod'

/**
 * The first rule a form breaks, in the contract's words (the spec's texts in
 * the spec's order), or null. The schema module loads on first use, so the
 * validation library is not part of any page's first download (decision 005).
 */
export async function firstProblem(
  loadSchema: () => Promise<z.ZodType>,
  values: unknown,
): Promise<string | null> {
  const parsed = (await loadSchema()).safeParse(values)
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null)
}
