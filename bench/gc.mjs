// node bench/gc.mjs [query] [size] [mounts]: where the main thread's time goes in a mount, ours
// against the floor, from a Chromium trace of each of `mounts` mounts (4) after a warm-up, on the
// production build in bench/dist (built by `npm run bench`): JavaScript, minor (scavenge) and major
// garbage collections, style and layout, and when in the mount each minor collection ran. `query`
// picks the pages' form (`heavy`, the default; `kinds=string`; '' for the standard mix).
//
// A minor collection copies everything young that is still alive, and in a mount that is the form
// built so far: one costs tens of milliseconds at 200 fields. How many fall inside a mount depends
// on how much it allocates, so a mount that allocates a little more than another can pay for a
// whole collection more: compare the minor collections before reading a ratio as per-field work.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { median } from './stats.mjs'
import { openBrowser, serveDist } from './serve.mjs'
import { traceHeadings, traceMount } from './trace.mjs'

const [query = 'heavy', size = '200', count = '4'] = process.argv.slice(2)
const n = Number(size)
const dist = join(fileURLToPath(new URL('.', import.meta.url)), 'dist')
if (!existsSync(join(dist, 'ours.html')))
  throw new Error('bench/dist is missing: run `npm run bench` (or `node bench/run.mjs --weight-only`) first')

const { origin, server } = await serveDist(dist)
const { browser, context } = await openBrowser(origin)
const traced = {}
for (const contender of ['ours', 'floor']) {
  const page = await context.newPage()
  page.on('pageerror', error => console.log(`page error: ${error.message}`))
  await page.goto(`${origin}/${contender}.html${query ? `?${query}` : ''}`)
  await page.waitForFunction(() => window.bench !== undefined)
  // Warm-up: lazy chunks, JIT.
  await page.evaluate(async (count) => { await window.bench.mount(count); await window.bench.unmount() }, n)
  traced[contender] = []
  for (let round = 0; round < Number(count); round++)
    traced[contender].push(await traceMount(browser, page, n))
  await page.close()
}
await browser.close()
server.close()

console.log(`${query || 'standard mix'}, ${n} fields, ${count} traced mounts each after a warm-up (medians, ms; the harness's forced gc() left out)`)
console.log(`${''.padEnd(8)}${'mount'.padEnd(9)}${Object.values(traceHeadings).map(heading => heading.padEnd(18)).join('')}minor collections: start, ms into the mount's longest task`)
for (const [contender, mounts] of Object.entries(traced)) {
  const cells = Object.keys(traceHeadings).map(name => median(mounts.map(mount => mount.ms[name])).toFixed(1).padEnd(18))
  const starts = mounts.map(mount => `[${mount.scavenges.map(start => start.toFixed(0)).join(', ')}] of ${mount.task.toFixed(0)}`).join('  ')
  console.log(`${contender.padEnd(8)}${median(mounts.map(mount => mount.wall)).toFixed(1).padEnd(9)}${cells.join('')}${starts}`)
}
