import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

/**
 * The back office: its own build, served by the API at /admin
 * (docs/decisions/041). Nothing here is imported by the shop's build.
 */
export default defineConfig({
  base: '/admin/',
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: false },
})
