import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

/**
 * Writes brotli (quality 11) and gzip copies of every script and style next
 * to it, so the server sends the smallest form without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: { target: 'es2022', cssCodeSplit: true, sourcemap: false, manifest: true },
})
