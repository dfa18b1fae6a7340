// node bench/run.mjs --part reliability (or node bench/reliability.mjs): long choice lists in headless
// Debian Chromium: the time to open the menu, the time to filter it to one item near its end, and
// the JS heap used after. A report, not a test: nothing here asserts a time.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { openBrowser, serveDist } from './serve.mjs'
import { median } from './stats.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const dist = join(here, 'dist-reliability')

const { values: args } = parseArgs({
  strict: false,
  options: {
    'part': { type: 'string' },
    'kinds': { type: 'string', default: 'enum,oneOf,multi,autocomplete,floor' },
    'sizes': { type: 'string', default: '1000,10000,100000' },
    'reps': { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
})

if (!args['no-build']) {
  const { build } = await import('vite')
  process.stdout.write('building the long-list page (vite build) ... ')
  const started = Date.now()
  await build({ configFile: join(here, 'vite.config.ts'), build: { outDir: dist, rolldownOptions: { input: join(here, 'app/reliability.html') } } })
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
}
if (!existsSync(join(dist, 'reliability.html')))
  throw new Error('bench/dist-reliability is missing: run without --no-build')

const { origin, server } = await serveDist(dist)
const { browser, context } = await openBrowser(origin)
const problems = []
const label = index => `Option ${index}`

/** The autocomplete's search service for a list of `size` items: the labels holding the typed text, as JSON. */
async function answerSearches(page, size) {
  const labels = Array.from({ length: size }, (_, index) => label(index))
  await page.route(`${origin}/api/options?*`, (route) => {
    const text = new URL(route.request().url()).searchParams.get('q').toLowerCase()
    const body = JSON.stringify(labels.filter(one => one.toLowerCase().includes(text)))
    return route.fulfill({ status: 200, contentType: 'application/json', body, headers: { 'cross-origin-resource-policy': 'same-origin' } })
  })
}

/** ms from `action` until `locator` is visible (Playwright's wait, polled on animation frames). */
async function timed(action, locator) {
  const started = performance.now()
  await action()
  await locator.first().waitFor({ state: 'visible', timeout: 120_000 })
  return performance.now() - started
}

/** One measure of `kind` at `size`, on a fresh page: open, filter, heap after (a full collection first). */
async function measure(kind, size) {
  const page = await context.newPage()
  page.on('pageerror', error => problems.push(`${kind}/${size}: ${error.message}`))
  page.on('console', message => message.type() === 'error' && problems.push(`${kind}/${size}: console: ${message.text()}`))
  if (kind === 'autocomplete')
    await answerSearches(page, size)
  await page.goto(`${origin}/reliability.html`)
  await page.waitForFunction(() => window.reliabilityBench !== undefined)
  const field = page.locator(kind === 'autocomplete' ? '[data-path="choice"] input' : '[data-path="choice"] button').first()
  const mount = await timed(() => page.evaluate(([k, n]) => window.reliabilityBench.show(k, n), [kind, size]), field)
  const target = label(size - 2)
  const search = kind === 'autocomplete' ? field : page.locator('input[role="combobox"]').last()
  // A busy page takes long to accept a click: the wait for it is part of the time to open.
  const open = await timed(() => (kind === 'autocomplete' ? field.fill('Option', { timeout: 120_000 }) : field.click({ timeout: 120_000 })), page.getByRole('option'))
  // What the autocomplete says of a capped answer, while the whole list is shown.
  const capped = page.locator('[data-testid="autocomplete-capped"]')
  const note = kind === 'autocomplete' && await capped.count() ? await capped.textContent() : ''
  const filter = await timed(() => search.fill(target, { timeout: 120_000 }), page.getByRole('option', { name: target, exact: true }))
  await page.evaluate(() => globalThis.gc?.())
  const cdp = await context.newCDPSession(page)
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  await page.close()
  return { mount, open, filter, heap: usedSize / 1e6, note }
}

const rows = []
for (const kind of args.kinds.split(',')) {
  for (const size of args.sizes.split(',').map(Number)) {
    const samples = []
    for (let rep = 0; rep < Number(args.reps); rep++) {
      try {
        samples.push(await measure(kind, size))
      }
      catch (error) {
        problems.push(`${kind}/${size}: ${error.message.split('\n')[0]}`)
        break
      }
      process.stdout.write('.')
    }
    const of = key => median(samples.map(sample => sample[key]))
    rows.push({ kind, size, mount: of('mount'), open: of('open'), filter: of('filter'), heap: of('heap'), note: samples.at(-1)?.note ?? '' })
  }
}
console.log('\n')
const ms = value => (Number.isFinite(value) ? `${Math.round(value)}` : '-')
console.log('| kind | items | mount ms | open ms | filter ms | heap MB | note |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows)
  console.log(`| ${row.kind} | ${row.size} | ${ms(row.mount)} | ${ms(row.open)} | ${ms(row.filter)} | ${Number.isFinite(row.heap) ? row.heap.toFixed(1) : '-'} | ${row.note} |`)
console.log(`\nmedians of ${args.reps} fresh pages; mount: the field shown until its button (input) is visible; open: a click on the menu's button (the autocomplete: "Option" typed, its 300 ms debounce and the answer included) until the first option is visible; filter: the label of the item before last typed in the menu's search until that option is visible; heap: CDP Runtime.getHeapUsage after gc(), the menu open`)
if (problems.length)
  console.log(`\nproblems:\n${problems.join('\n')}`)
await browser.close()
server.close()
process.exitCode = problems.length ? 1 : 0
