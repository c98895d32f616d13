// Defined as true by the bundler (scripts/build-api.mjs); absent when tsx or vitest runs the sources.
declare const STORE_COMPILED_SERVER: boolean | undefined

/** Whether this process runs the bundle in apps/api/dist rather than the TypeScript sources. */
export const compiledServer = typeof STORE_COMPILED_SERVER !== 'undefined' && STORE_COMPILED_SERVER
