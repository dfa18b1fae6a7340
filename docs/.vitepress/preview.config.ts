import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * `npm run docs:preview`: serves the built site on 127.0.0.1 only (VitePress's own preview listens
 * on every interface). `mpa` makes unknown paths 404 instead of falling back to the home page.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  appType: 'mpa',
  build: { outDir: '.vitepress/dist' },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true },
})
