import { createReadStream, existsSync, statSync } from 'node:fs'
import { join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Plugin, defineConfig } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = '.vitepress/dist'
const site = join(root, outDir)

/** Whether the site has a file at this request path (Vite has already mapped `/` to `/index.html`). */
function hasFile(url: string): boolean {
  const file = normalize(join(site, decodeURIComponent(new URL(url, 'http://localhost').pathname)))
  return file.startsWith(site + sep) && existsSync(file) && statSync(file).isFile()
}

/**
 * Answers a path the site does not have with VitePress's `404.html` and status 404, as static
 * hosts do (GitHub Pages, Netlify…); Vite's own answer is an empty page.
 */
function notFoundPage(): Plugin {
  return {
    name: 'docs-not-found-page',
    configurePreviewServer(server) {
      // Returned: runs after Vite's static files and its `.html` fallback, before its index.html and 404 answers.
      return () => {
        server.middlewares.use((request, response, next) => {
          const page = join(site, '404.html')
          if (!['GET', 'HEAD'].includes(request.method ?? '') || hasFile(request.url ?? '/') || !existsSync(page))
            return next()
          response.statusCode = 404
          response.setHeader('content-type', 'text/html; charset=utf-8')
          createReadStream(page).pipe(response)
        })
      }
    },
  }
}

/**
 * `npm run docs:preview`: serves the built site on 127.0.0.1 only (VitePress's own preview listens
 * on every interface). `mpa` keeps unknown paths from falling back to the home page; they get the
 * site's 404 page instead.
 */
export default defineConfig({
  root,
  appType: 'mpa',
  build: { outDir },
  plugins: [notFoundPage()],
  preview: { host: '127.0.0.1', port: 4174, strictPort: true },
})
