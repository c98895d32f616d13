// `npm run build -w @store/api`: bundles the API server and its rendition worker
// into apps/api/dist, so `npm start` runs plain JavaScript with node (decision 056).
import { readFile, rm } from 'node:fs/promises'
import { extname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = fileURLToPath(new URL('../apps/api/dist', import.meta.url))

// Outside packages stay in node_modules, loaded by node as they are: their own files
// (PGlite's wasm and extensions, sharp's and argon2's native builds) sit beside them there.
// Only the workspace's TypeScript (@store/*, relative imports) goes into the bundle.
const keepPackagesOutside = {
  name: 'keep-packages-outside',
  setup(pluginBuild) {
    // Subpath imports ('#words') are the workspace's own files, named in its package.json.
    pluginBuild.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@store/') ? undefined : { path: args.path, external: true },
    )
  },
}

// A bundled module's import.meta.url would name the bundle; the migrations, the seed's
// fonts and regions and the repository root are found from each source file's own place.
const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8')
      const loader = extname(args.path) === '.tsx' ? 'tsx' : 'ts'
      if (args.path.includes('node_modules') || !contents.includes('import.meta.url')) {
        return { contents, loader }
      }
      const fromBundle = relative(outdir, args.path).split('\\').join('/')
      const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`
      return { contents: contents.replaceAll('import.meta.url', sourceUrl), loader }
    })
  },
}

await rm(outdir, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'apps/api/src/server.ts',
    'rendition-worker': 'apps/api/src/media/rendition-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Read by apps/api/src/lib/compiled.ts: the bundle forks the worker's bundle, not its source.
  define: { STORE_COMPILED_SERVER: 'true' },
  plugins: [keepPackagesOutside, keepSourceUrls],
  logLevel: 'warning',
})
console.log(`Built the API server into ${relative(root, outdir)}`)
