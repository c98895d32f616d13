import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
// The shop's per-language build, unchanged: the same conditions, the same message splitting.
import { messageModules, otherLocaleBuilds } from '../web/build/locale-builds'
import { pageLanguage } from './build/page-language'

/**
 * The back office: its own build, served by the API at /admin
 * (docs/decisions/041). Nothing here is imported by the shop's build. One
 * build per language (docs/decisions/071): English in dist, Bahasa's page in
 * dist/id, the scripts of both in dist/assets.
 */
export default defineConfig({
  base: '/admin/',
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  plugins: [messageModules(), react(), tailwindcss(), pageLanguage(), otherLocaleBuilds()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: false },
})
