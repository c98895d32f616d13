export const HASH_FILE: string
export const CATALOGUES: readonly { project: string; outdir: string }[]
export function sourceHash(root: string, catalogue: { project: string }): Promise<string>
