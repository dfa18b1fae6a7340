// What every bench page needs: a static server on 127.0.0.1 and a headless Debian Chromium that
// may only talk to it. Cross-origin isolated, so that performance.now() has fine resolution.
import { createReadStream, existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' }

/** Serves `dist` on 127.0.0.1; resolves to its origin and the server (close it when done). */
export async function serveDist(dist) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
    const file = join(dist, path)
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    })
    createReadStream(file).pipe(response)
  })
  await new Promise(resolve => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${server.address().port}`, server }
}

/**
 * Chromium with the TOOLCHAIN flags and `gc()` exposed (Playwright gives every launch a fresh
 * temporary profile), and a context whose requests off `origin` are aborted and listed in `blocked`.
 * `jsFlags` adds V8 flags (a profiler's) to `--expose-gc`.
 */
export async function openBrowser(origin, { jsFlags = [] } = {}) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', `--js-flags=${['--expose-gc', ...jsFlags].join(' ')}`],
  })
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const blocked = []
  await context.route('**/*', route => (route.request().url().startsWith(`${origin}/`) ? route.continue() : (blocked.push(route.request().url()), route.abort())))
  return { browser, context, blocked }
}

/**
 * A reader of `page`'s main-thread CPU time in ms (DevTools' `ThreadTime`), read before and after a
 * step: on a busy machine it varies less than the wall time. Detach the returned `session` when done.
 */
export async function threadTimer(context, page) {
  const session = await context.newCDPSession(page)
  await session.send('Performance.enable', { timeDomain: 'threadTicks' })
  const read = async () => (await session.send('Performance.getMetrics')).metrics.find(metric => metric.name === 'ThreadTime').value * 1000
  return { session, read }
}

/**
 * A bench page at `url`, ready to profile: its forced `gc()` switched off (a profile shows the
 * measured work, not full collections of the heap), its errors printed, and a CDP session with
 * the sampling profiler enabled at `interval` µs.
 */
export async function openProfiledPage(context, url, interval) {
  const page = await context.newPage()
  await page.addInitScript(() => { globalThis.gc = undefined })
  page.on('pageerror', error => console.log(`page error: ${error.message}`))
  await page.goto(url)
  await page.waitForFunction(() => window.bench !== undefined)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval })
  return { page, cdp }
}

/**
 * The bench pages built unminified into `bench/dist-profile` (the functions keep their names;
 * `--no-build` as `flag` reuses the last build), served. `logLevel` is Vite's for the build.
 */
export async function serveProfileBuild(flag, logLevel = 'silent') {
  const dist = join(fileURLToPath(new URL('.', import.meta.url)), 'dist-profile')
  if (flag !== '--no-build') {
    const { buildPages } = await import('./build.mjs')
    await buildPages({ logLevel, build: { outDir: dist, minify: false } })
  }
  return { dist, ...await serveDist(dist) }
}

/** What every profiling script starts with: the profile build served (`serveProfileBuild`), and a browser on it. */
export async function openProfileBuild(flag, logLevel = 'silent') {
  const served = await serveProfileBuild(flag, logLevel)
  return { ...served, ...await openBrowser(served.origin) }
}
