import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
export const resultsDir = fileURLToPath(new URL('../results', import.meta.url))
