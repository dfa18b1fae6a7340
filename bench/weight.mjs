// Page weight and the bundle report of `npm run bench`: what each page loads, and which modules make it.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const kB = bytes => `${(bytes / 1024).toFixed(1).padStart(6)} kB`

/** The manifests of the bench's builds (the library's pages, vue-vanilla's page), as one. */
const manifestOf = dist => Object.assign({}, ...['manifest.json', 'vanilla-manifest.json']
  .map(name => join(dist, '.vite', name))
  .filter(existsSync)
  .map(file => JSON.parse(readFileSync(file, 'utf8'))))

/** The files a page loads before running any code: its entry chunk, the chunks it imports, their CSS. */
export function upFront(dist, entry) {
  const manifest = manifestOf(dist)
  const files = { js: new Set(), css: new Set() }
  const visit = (key) => {
    const chunk = manifest[key]
    if (files.js.has(chunk.file))
      return
    files.js.add(chunk.file)
    for (const css of chunk.css ?? []) files.css.add(css)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(entry)
  return files
}

/** gzip -9 of the given files of `dist`, summed. */
export function gzipOf(dist, files) {
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0)
}

/**
 * The JS files a page has fetched once it shows a form of `n` fields: the up-front ones plus the lazy
 * chunks its form needed. The harness's mount waits until every field has its label and no field
 * waits for its chunk, so every chunk the form dispatches to has arrived.
 */
export async function loadedFiles(context, origin, path, n) {
  const page = await context.newPage()
  const files = new Set()
  page.on('response', (response) => {
    const url = response.url()
    if (url.startsWith(`${origin}/`) && url.endsWith('.js'))
      files.add(new URL(url).pathname.slice(1))
  })
  await page.goto(`${origin}/${path}`)
  await page.waitForFunction(() => window.bench !== undefined)
  await page.evaluate(n => window.bench.mount(n), n)
  await page.waitForLoadState('networkidle')
  await page.close()
  return files
}

/** A module id relative to the repository (the visualiser writes `/src/...` for the repository's own files). */
function repoPath(id, root) {
  const path = id.replace(/^\0/, '').split('?')[0]
  return path.startsWith(root) ? relative(root, path) : path.replace(/^\//, '')
}

/** Where a module comes from: its npm package, or its folder in this repository (`plugins/choice`, `src/registry`). */
function groupOf(id, root) {
  const inPackage = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (inPackage)
    return inPackage[1]
  if (id.startsWith('\0') || id.startsWith('virtual:') || !id.includes('/'))
    return '(virtual modules)'
  const parts = repoPath(id, root).split('/')
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]
}

/**
 * Sums the gzip size of every module (as the visualiser measured it, module by module) in the given
 * chunks, per package or folder. Module sizes are gzipped one by one, so their sum exceeds the
 * chunks' gzip size a little: read them as shares.
 */
export function modulesIn(dist, root, files) {
  const statsFile = join(dist, '.vite/modules.json')
  if (!existsSync(statsFile))
    return null
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'))
  const groups = new Map()
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [chunk, uid] of Object.entries(meta.moduleParts)) {
      if (!files.has(chunk))
        continue
      const size = stats.nodeParts[uid].gzipLength
      const key = groupOf(meta.id, root)
      const group = groups.get(key) ?? { size: 0, modules: [] }
      group.size += size
      group.modules.push({ id: repoPath(meta.id, root), size })
      groups.set(key, group)
    }
  }
  return [...groups.entries()].map(([name, group]) => ({ name, ...group })).sort((a, b) => b.size - a.size)
}

/**
 * Prints the groups of a page, biggest first, each with its biggest modules. Modules are gzipped one
 * by one, which compresses worse than whole chunks: sizes are scaled to the page's real gzip total.
 */
export function printBundleReport(label, groups, realTotal, { top = 20, modulesPerGroup = 3 } = {}) {
  const alone = groups.reduce((sum, group) => sum + group.size, 0)
  const scale = realTotal / alone
  const count = groups.reduce((sum, group) => sum + group.modules.length, 0)
  console.log(`\n  ${label}: ${kB(realTotal).trim()} gzip, ${count} modules`)
  for (const group of groups.slice(0, top)) {
    const biggest = group.modules.sort((a, b) => b.size - a.size).slice(0, modulesPerGroup)
      .map(module => `${module.id.split('/').slice(-2).join('/')} ${(module.size * scale / 1024).toFixed(1)}`).join(', ')
    console.log(`    ${kB(group.size * scale)}  ${group.name.padEnd(28)} ${biggest}`)
  }
  const rest = groups.slice(top)
  if (rest.length)
    console.log(`    ${kB(rest.reduce((sum, group) => sum + group.size, 0) * scale)}  ${`${rest.length} more`.padEnd(28)} ${rest.map(group => group.name).join(', ')}`)
}

export { kB }

/**
 * A first visit: a new browser context (nothing cached), the page opened, a form of `n` fields
 * mounted and waited for until it is shown and validates (`bench.firstVisit`). Resolves to its
 * times and the JS files the page asked for until then (up front, lazy and preloaded alike).
 */
export async function firstVisit(browser, origin, path, n) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.route('**/*', route => (route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort()))
  const page = await context.newPage()
  const files = new Set()
  let counting = true
  page.on('request', (request) => {
    const url = request.url()
    if (counting && url.startsWith(`${origin}/`) && url.endsWith('.js'))
      files.add(new URL(url).pathname.slice(1))
  })
  const errors = []
  page.on('pageerror', error => errors.push(error.message))
  try {
    await page.goto(`${origin}/${path}`)
    await page.waitForFunction(() => window.bench !== undefined)
    const times = await page.evaluate(n => window.bench.firstVisit(n), n)
    counting = false
    if (errors.length)
      throw new Error(`${path}: ${errors.join('; ')}`)
    return { ...times, files }
  }
  finally {
    await context.close()
  }
}
