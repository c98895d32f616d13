import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { readAdminEnv } from './src/env-schema.ts'

/**
 * The back office: its own build, served by the API at /admin
 * (docs/decisions/041). Nothing here is imported by the shop's build.
 */
export default defineConfig(({ mode }) => ({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  // The configuration is checked here, once, and the app gets only the result (src/env.ts).
  define: {
    __ADMIN_ENV__: JSON.stringify(readAdminEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))),
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: false },
}))
