import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: { target: 'es2022', cssCodeSplit: true, sourcemap: false, manifest: true },
})
