import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, defineConfig, loadEnv } from 'vite'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { localePluginsOf, messageModules, otherLocaleBuilds } from './build/locale-builds'
import { readWebEnv } from './src/env-schema.ts'

/**
 * Writes brotli (quality 11) and gzip copies of every script and style next
 * to it, so the server sends the smallest form without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    // The server renderer's bundle is read from disk by the API, never sent.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      for (const file of Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))) {
        const data = await readFile(join(dir, file))
        const brotli = brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        })
        await writeFile(join(dir, `${file}.br`), brotli)
        await writeFile(join(dir, `${file}.gz`), gzipSync(data, { level: 9 }))
      }
    },
  }
}

/**
 * After the browser build, builds the server renderer (src/entry-server.tsx)
 * into <outDir>/server, where the API looks for it: one `vite build`, with
 * any --outDir, gives both halves of one version.
 */
function serverRenderer(): Plugin {
  let root = ''
  let outDir = ''
  let localePlugins: Plugin[] = []
  return {
    name: 'server-renderer',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      localePlugins = localePluginsOf(config.plugins)
    },
    async closeBundle() {
      await build({
        root,
        logLevel: 'warn',
        // The same language as the browser build's (build/locale-builds.ts).
        plugins: localePlugins,
        // Self-contained, so the API can load it from any --outDir.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(outDir, 'server'),
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
        },
      })
    },
  }
}

export default defineConfig(({ mode }) => ({
  plugins: [
    messageModules(),
    react(),
    tailwindcss(),
    precompress(),
    serverRenderer(),
    otherLocaleBuilds(),
  ],
  // The configuration is checked here, once, and the app gets only the result (src/env.ts).
  define: { __WEB_ENV__: JSON.stringify(readWebEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))) },
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, large files for a first view: each file costs about 1 KB of headers.
        codeSplitting: {
          groups: [
            // React on its own: the boot script runs each file in a task of its own, and React
            // with everything else was one long task.
            {
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler)\//,
              priority: 3,
            },
            // What the entry loads, in one file; the entry itself stays the manifest's entry.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/\/src\/main\.tsx$|index\.html/.test(id),
              priority: 2,
            },
            // Shared code every page uses, ahead of the groups below so that none of them takes
            // a shared module along as its dependency (the picture markup with the product card).
            // The session and return-to helpers serve only the sign-in and account pages, so they
            // stay in those pages' files. Nor the toaster: sonner and what places its toasts load
            // with the first toast (lib/toast.ts).
            {
              name: 'shared',
              test: /apps\/web\/src\/(components\/ui\/(?!toaster\.tsx)|lib\/(?!session|return-to|toast-queue)|api\/get-categories\.ts)|packages\/contract\/src\/(constants|ids|media|messages|pricing|request-key|product-list-url|format\/(locale|money))\.ts/,
              priority: 1,
            },
            // What the list and product pages share, in one file rather than four; and the product
            // query and rating stars a product page shares with the reviews, which were a file of
            // half a kilobyte of their own, and as much again in headers.
            {
              name: 'catalog',
              test: /apps\/web\/src\/(components\/product\/(price|product-card|product-images)|features\/catalog\/(utils\/list-heading|hooks\/use-swipe)|features\/reviews\/components\/(star-icon|star-rating)|api\/get-product)\.tsx?$|packages\/contract\/src\/list-heading\.ts$/,
              priority: 1,
            },
            // Words more than one page's code uses (build/locale-builds.ts), in one file rather
            // than a file of a few bytes each.
            { name: 'words', test: /^\0message:/, minShareCount: 2, priority: 1 },
            // Infinite lists (products, notifications): one file, not two.
            {
              name: 'infinite-query',
              test: /@tanstack\/(react-query|query-core)\/build\/modern\/(infiniteQueryOptions|useInfiniteQuery|infiniteQueryObserver)\.js$/,
              priority: 1,
            },
            // The cart and wishlist calls a product page holds ready for its buttons, and the date
            // rule its reviews are written with (decision 066): the home and list pages show no date,
            // and in a file of their own the two modules cost a product page two files' headers.
            {
              name: 'cart-calls',
              test: /apps\/web\/src\/(api\/cart\/|api\/wishlist\.ts|features\/cart\/utils\/)|packages\/contract\/src\/(bundle-pricing|format\/(dates|wib))\.ts/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}))
