import type { z } from 'zod'

/**
 * The message a client would read for this input: the first issue, as the
 * API's 400 `error.message` carries it. Undefined when the input parses.
 */
export function refusal(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

/** Parse or fail the test with every issue spelled out. */
export function accept<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (!result.success) {
    throw new Error(`Expected to parse: ${JSON.stringify(result.error.issues)}`)
  }
  return result.data
}

/** A string far past any cap, to stand for oversized or hostile input. */
export const huge = (length = 10_000) => 'x'.repeat(length)
