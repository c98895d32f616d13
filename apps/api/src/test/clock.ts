/** A fixed clock, so 'newest' and dates in tests do not depend on the day they run. */
export const TEST_NOW = new Date('2026-11-01T03:00:00Z')
