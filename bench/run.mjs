// npm run bench: builds the bench pages, serves them on 127.0.0.1, measures every contender in
// headless Debian Chromium and prints mount / keystroke times side by side. See bench/README.md.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildPages } from './build.mjs'
import { fieldKinds, heavyKinds, measureKinds } from './kinds.mjs'
import { measureMemory } from './memory.mjs'
import { openBrowser, serveDist, threadTimer } from './serve.mjs'
import { clusteredSummary, median, quantile, ratioSummary } from './stats.mjs'
import { firstVisit, gzipOf, kB, loadedFiles, modulesIn, printBundleReport, upFront } from './weight.mjs'

// `--part large` / `reliability` / `builder` / `mcp` / `renovate`: the large inputs (bench/large.mjs),
// the long choice lists (bench/reliability.mjs), the form builder (bench/builder.mjs), the MCP
// server's check_form (bench/mcp.mjs) or renovate's schema in happy-dom (bench/renovate.mjs)
// instead of the contenders.
const partIndex = process.argv.indexOf('--part')
const part = partIndex === -1 ? undefined : process.argv[partIndex + 1]
if (['large', 'reliability', 'builder', 'mcp', 'renovate', 'ssr'].includes(part)) {
  await import(`./${part}.mjs`)
  process.exit()
}

const here = fileURLToPath(new URL('.', import.meta.url))
const dist = join(here, 'dist')

const { values: args } = parseArgs({
  options: {
    'sizes': { type: 'string', default: '200,500,2000' },
    'contenders': { type: 'string', default: 'ours,vmodel,vanilla,floor' },
    'reps': { type: 'string', default: '7' },
    'min-reps': { type: 'string', default: '3' },
    'keys': { type: 'string', default: '12' },
    'key-budget': { type: 'string', default: '3000' },
    'budget': { type: 'string', default: '30000' },
    'mount-pairs': { type: 'string', default: '60' },
    'mount-budget': { type: 'string', default: '240000' },
    'mount-budget-cap': { type: 'string', default: '600000' },
    'heavy-pairs': { type: 'string', default: '60' },
    'pair-pages': { type: 'string', default: '10' },
    'heavy-pair-budget': { type: 'string', default: '240000' },
    'heavy-pair-budget-cap': { type: 'string', default: '1500000' },
    'no-build': { type: 'boolean', default: false },
    'json': { type: 'string' },
    'array-items': { type: 'string', default: '1000' },
    'array-reps': { type: 'string', default: '8' },
    'heavy-sizes': { type: 'string', default: '200,500,2000' },
    'weight-only': { type: 'boolean', default: false },
    'weigh-fields': { type: 'string', default: '50' },
    'first-visit-sizes': { type: 'string', default: '200,500,2000' },
    'first-visit-reps': { type: 'string', default: '3' },
    'first-visit-budget': { type: 'string', default: '90000' },
    'memory-size': { type: 'string', default: '200' },
    'kind-size': { type: 'string', default: '200' },
    'kind-pages': { type: 'string', default: '3' },
  },
})
const weightOnly = args['weight-only']
/** The form sizes a comma-separated option names (`''` or `0`: none), none with `--weight-only`. */
const sizesOf = option => weightOnly ? [] : option.split(',').map(Number).filter(n => n > 0)
const sizes = sizesOf(args.sizes)
const contenders = args.contenders.split(',')
const names = { ours: 'nuxt-ui-jsonforms', built: 'ours, validator built in', vmodel: 'ours, <JsonForm v-model>', vanilla: '@jsonforms/vue-vanilla', floor: 'hand-written floor' }
/** A contender's name in the report, with its own query (`vmodel?showErrors=submitted`) if it has one. */
function labelOf(contender) {
  const [file, own] = contender.split('?')
  return own ? `${names[file]} ?${own}` : names[file]
}
const repOptions = n => ({ n, keys: Number(args.keys), keyBudgetMs: Number(args['key-budget']), skipKeys: 1 })

if (!args['no-build']) {
  process.stdout.write('building the bench pages (vite build) ... ')
  const started = Date.now()
  await buildPages()
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
}
if (!existsSync(join(dist, 'ours.html')))
  throw new Error('bench/dist is missing: run without --no-build')

const { origin, server } = await serveDist(dist)
const { browser, context, blocked } = await openBrowser(origin)
const problems = []

/**
 * A contender's page. A contender may carry a query of its own (`vmodel?showErrors=submitted`: the
 * same page with other props), joined to the run's (`?count`, `?heavy`).
 */
async function open(contender, query = '') {
  const page = await context.newPage()
  page.on('pageerror', error => problems.push(`${contender}: ${error.message}`))
  page.on('console', message => message.type() === 'error' && problems.push(`${contender}: console: ${message.text()}`))
  const [file, own] = contender.split('?')
  const search = [own, query.replace(/^\?/, '')].filter(Boolean).join('&')
  await page.goto(`${origin}/${file}.html${search ? `?${search}` : ''}`)
  await page.waitForFunction(() => window.bench !== undefined)
  return page
}

/** A contender's page (`open`), warmed up by an untimed mount of `n` fields (lazy chunks, JIT). */
async function openWarm(contender, query, n) {
  const page = await open(contender, query)
  await page.evaluate(options => window.bench.warmup(options), repOptions(n))
  return page
}

const results = []
const started = Date.now()
for (const n of sizes) {
  // One page per contender, warmed up, then measured in rounds (a different contender first in each
  // round), so that a busy machine slows every contender alike.
  const pages = {}
  for (const contender of contenders)
    pages[contender] = await openWarm(contender, '', n)
  const samples = Object.fromEntries(contenders.map(contender => [contender, { mount: [], first: [], keystroke: [], rounds: [] }]))
  const sizeStarted = Date.now()
  // A contender whose one round takes longer than a size's whole budget (vue-vanilla at 2 000
  // fields: minutes a mount, minutes a keystroke) has its first round only: more would add a
  // quarter of an hour to the run, and its ratios to ours are far from 1 either way.
  const slow = new Set()
  for (let round = 0; round < Number(args.reps); round++) {
    if (round >= Number(args['min-reps']) && Date.now() - sizeStarted > Number(args.budget))
      break
    for (let index = 0; index < contenders.length; index++) {
      const contender = contenders[(round + index) % contenders.length]
      if (slow.has(contender))
        continue
      const repStarted = Date.now()
      await pages[contender].bringToFront()
      const rep = await pages[contender].evaluate(options => window.bench.rep(options), repOptions(n))
      samples[contender].mount.push(rep.mount)
      samples[contender].first.push(rep.first)
      samples[contender].keystroke.push(...rep.keystrokes)
      samples[contender].rounds.push({ mount: rep.mount, keystroke: median(rep.keystrokes) })
      if (Date.now() - repStarted > Number(args.budget) && contender !== 'ours' && contender !== 'floor')
        slow.add(contender)
    }
  }
  const mountPairs = await measureMountPairs(pages, n)
  for (const contender of contenders) {
    await pages[contender].close()
    // Re-render counts come from a separate page whose components carry an `updated` hook.
    const counter = await open(contender, '?count')
    // The first keystroke is left out of the counts (one-off work); a slow contender types one more only.
    const counts = await counter.evaluate(({ n, keys }) => window.bench.count(n, keys), { n, keys: slow.has(contender) ? 2 : 3 })
    await counter.close()
    const { mount, first, keystroke } = samples[contender]
    const row = {
      n,
      contender,
      mount: { median: median(mount), p90: quantile(mount, 0.9), samples: mount.length },
      first: { median: median(first), p90: quantile(first, 0.9), samples: first.length },
      keystroke: { median: median(keystroke), p90: quantile(keystroke, 0.9), samples: keystroke.length },
      updatesPerKey: median(counts.updates.slice(1)),
      fieldsPerKey: median(counts.fields.slice(1)),
      outsideNames: counts.outsideNames,
      samples: samples[contender],
      ...(contender === 'ours' ? { mountPairs } : {}),
    }
    results.push(row)
    console.log(`  ${String(n).padStart(3)} fields  ${labelOf(contender).padEnd(24)} mount ${row.mount.median.toFixed(1)} ms (${mount.length}), keystroke ${row.keystroke.median.toFixed(2)} ms (${keystroke.length}), ${row.fieldsPerKey} field(s) re-rendered`)
  }
}

/**
 * The time the back-to-back mounts of a size may take: `--mount-budget` per 200 fields, at most
 * `--mount-budget-cap`. A pair of 500-field mounts takes about 8 s on a 2-core machine: a budget
 * of 200 fields' would give it about 11 pairs, too few for an interval that tells 1.01x from 1.1x.
 * Round 34's 240 s at 200 fields reached the 60 pairs, whose interval was 1.01x to 1.06x, and 51
 * pairs in the whole bench that followed, 1.03x to 1.12x; the 120 s before gave 23 pairs and
 * 0.99x to 1.15x. More pairs narrow one run's interval, not the difference between runs.
 */
function mountBudget(n) {
  return scaledBudget(n, args['mount-budget'], args['mount-budget-cap'])
}

/**
 * The same for the heavy form: `--heavy-pair-budget` per 200 fields, at most `--heavy-pair-budget-cap`.
 * A pair of its 2 000-field mounts takes about 34 s: a budget of 200 fields' gave it 7 pairs in round
 * 32, and an interval from 0.94x to 1.17x, which tells nothing of a goal of 1.1x. Until round 39 the
 * cap was 600 s, 11 pairs at 2 000 fields in round 38 (1.09x [0.95-1.19]); 1 500 s gave 34 pairs
 * (0.99x [0.93-1.06]) on the same library.
 */
function heavyPairBudget(n) {
  return scaledBudget(n, args['heavy-pair-budget'], args['heavy-pair-budget-cap'])
}

/** `perSize` ms per 200 fields for a form of `n`, at least `perSize`, at most `cap`. */
function scaledBudget(n, perSize, cap) {
  return Math.min(Number(perSize) * Math.max(1, n / 200), Number(cap))
}

/**
 * Mount alone, ours and the floor back to back (which one first alternates), for up to `most`
 * pairs (`--mount-pairs`) or `budget` ms (`--mount-budget`): a round above gives one mount per
 * contender beside its keystrokes, and the mount's goal lies within one run's spread of where it
 * reads. Each mount gives its wall time and the main thread's CPU time around it (DevTools'
 * `ThreadTime`, as `ab.mjs` reads it): on a busy machine the CPU time varies less than the wall time.
 *
 * The pairs go round `--pair-pages` pairs of pages (the rounds' pages and fresh ones, warmed up
 * alike, each opened when the rotation first reaches it): a page may keep a speed of its own over
 * all its mounts (two builds of the same code have read 6% apart over 30 rounds of `ab.mjs`), and
 * the pages of one pair alone would then put their difference into every ratio of the run (see
 * LOG.md, "Method").
 */
async function measureMountPairs(pages, n, { query = '', most = Number(args['mount-pairs']), budget = mountBudget(n) } = {}) {
  const pairs = []
  if (!pages.ours || !pages.floor)
    return pairs
  const setCount = Number(args['pair-pages'])
  const sets = [pages]
  const timers = new Map()
  const timeEach = async (set) => {
    for (const contender of ['ours', 'floor'])
      timers.set(set[contender], await threadTimer(context, set[contender]))
  }
  await timeEach(pages)
  // A fresh pair of pages is opened and warmed up when the rotation first reaches it, outside the
  // budget: one the budget never reaches (2 000 fields) costs nothing.
  let warming = 0
  const pairsStarted = Date.now()
  while (pairs.length < most && Date.now() - pairsStarted - warming < budget) {
    const index = pairs.length % setCount
    if (!sets[index]) {
      const warmupStarted = Date.now()
      const fresh = {}
      for (const contender of ['ours', 'floor'])
        fresh[contender] = await openWarm(contender, query, n)
      await timeEach(fresh)
      sets[index] = fresh
      warming += Date.now() - warmupStarted
    }
    const set = sets[index]
    const pair = { pages: index, cpu: {}, key: {} }
    for (const contender of pairs.length % 2 ? ['floor', 'ours'] : ['ours', 'floor']) {
      const page = set[contender]
      await page.bringToFront()
      // The form generated and the heap collected before the CPU timer starts (`bench.prepare`).
      await page.evaluate(n => window.bench.prepare(n), n)
      const before = await timers.get(page).read()
      pair[contender] = await page.evaluate(n => window.bench.mount(n), n)
      pair.cpu[contender] = await timers.get(page).read() - before
      // Then keystrokes, outside the CPU reading, the first left out as in the rounds: the keystroke's
      // goal gets samples from every pair of pages too.
      pair.key[contender] = median((await page.evaluate(keys => window.bench.type(keys), Number(args.keys) + 1)).slice(1))
      await page.evaluate(() => window.bench.unmount())
    }
    pairs.push(pair)
  }
  await Promise.all([...timers.values()].map(({ session }) => session.detach()))
  await Promise.all(sets.slice(1).flatMap(set => [set.ours.close(), set.floor.close()]))
  return pairs
}

/** The pairs' ratios (`ratioOf` each pair), one list per pair of pages. */
function byPages(pairs, ratioOf) {
  const pageSets = [...new Set(pairs.map(pair => pair.pages))]
  return pageSets.map(pages => pairs.filter(pair => pair.pages === pages).map(ratioOf))
}

/**
 * Ours / the floor over back-to-back mounts: the wall time's, then the main thread's CPU time's, each
 * with its interval drawn by pair of pages (`clusteredInterval`): the pages' own speeds are in it.
 */
function pairedMounts(pairs) {
  const summary = (ratioOf) => {
    const groups = byPages(pairs, ratioOf)
    const all = groups.flat()
    return pairs.length ? `${clusteredSummary(groups)} (${Math.min(...all).toFixed(2)}-${Math.max(...all).toFixed(2)}, ${pairs.length} pairs, ${groups.length} pairs of pages)` : '-'
  }
  return `${summary(pair => pair.ours / pair.floor)}; CPU ${summary(pair => pair.cpu.ours / pair.cpu.floor)}`
}

/** Ours / the floor of the keystrokes after the back-to-back mounts (each mount's median), drawn by pair of pages. */
function pairedKeys(pairs) {
  const groups = byPages(pairs, pair => pair.key.ours / pair.key.floor)
  return pairs.length ? `${clusteredSummary(groups)} (${pairs.length} mounts of ${args.keys} keys, ${groups.length} pairs of pages)` : '-'
}

// --- a large array: ListWithDetail over `--array-items` objects of 5 fields, ours and the same list by hand
const arrayItems = weightOnly ? 0 : Number(args['array-items'])
const arrayMetrics = [['mount', 'mount'], ['select', 'select an item'], ['typing', 'keystroke in the item'], ['add', 'add a row'], ['remove', 'remove a row']]
const arrayContenders = { ours: '', hand: '?hand' }
const arraySamples = Object.fromEntries(Object.keys(arrayContenders).map(key => [key, Object.fromEntries(arrayMetrics.map(([metric]) => [metric, []]))]))
if (arrayItems > 0) {
  const pages = {}
  for (const [key, query] of Object.entries(arrayContenders)) {
    const page = pages[key] = await context.newPage()
    page.on('pageerror', error => problems.push(`arrays${query}: ${error.message}`))
    page.on('console', message => message.type() === 'error' && problems.push(`arrays${query}: console: ${message.text()}`))
    await page.goto(`${origin}/arrays.html${query}`)
    await page.waitForFunction(() => window.arrayBench !== undefined)
    await page.evaluate(n => window.arrayBench.run(n, 3), arrayItems)
  }
  const keys = Object.keys(pages)
  for (let rep = 0; rep < Number(args['array-reps']); rep++) {
    for (let index = 0; index < keys.length; index++) {
      const key = keys[(rep + index) % keys.length]
      await pages[key].bringToFront()
      const result = await pages[key].evaluate(({ n, keys }) => window.arrayBench.run(n, keys), { n: arrayItems, keys: Number(args.keys) })
      for (const [metric, value] of Object.entries(result))
        arraySamples[key][metric].push(...[value].flat())
    }
  }
  for (const page of Object.values(pages))
    await page.close()
}
// --- a heavy form: a field of every family beside text fields, ours and the same widgets by hand, at each size
const heavySizes = sizesOf(args['heavy-sizes'])
const heavyContenders = ['ours', 'floor']
/** Per size: the rounds' mounts and keystrokes, and the mounts alone, ours and the floor back to back, as for the flat sizes. */
const heavyRuns = []
for (const n of heavySizes) {
  const samples = Object.fromEntries(heavyContenders.map(contender => [contender, { mount: [], keystroke: [] }]))
  const pages = {}
  for (const contender of heavyContenders)
    pages[contender] = await openWarm(contender, '?heavy', n)
  const heavyStarted = Date.now()
  for (let rep = 0; rep < Number(args.reps); rep++) {
    if (rep >= Number(args['min-reps']) && Date.now() - heavyStarted > Number(args.budget))
      break
    for (let index = 0; index < heavyContenders.length; index++) {
      const contender = heavyContenders[(rep + index) % heavyContenders.length]
      await pages[contender].bringToFront()
      const result = await pages[contender].evaluate(options => window.bench.rep(options), repOptions(n))
      samples[contender].mount.push(result.mount)
      samples[contender].keystroke.push(...result.keystrokes)
    }
  }
  const pairs = await measureMountPairs(pages, n, { query: '?heavy', most: Number(args['heavy-pairs']), budget: heavyPairBudget(n) })
  for (const page of Object.values(pages))
    await page.close()
  heavyRuns.push({ n, samples, pairs })
}
// --- mount by field kind: a form of one kind of field, ours and the floor
const kindSize = weightOnly || !contenders.includes('ours') || !contenders.includes('floor') ? 0 : Number(args['kind-size'])
// The heavy mix's kinds too when the heavy form is measured.
const kinds = heavySizes.length > 0 ? [...fieldKinds, ...heavyKinds] : fieldKinds
const kindRows = kindSize > 0 ? await measureKinds(open, { n: kindSize, rounds: Number(args['min-reps']), pagePairs: Number(args['kind-pages']), kinds }) : []
// --- memory: the heap a mounted form holds, and what unmounted forms keep
const memorySize = weightOnly ? 0 : Number(args['memory-size'])
const memory = {}
if (memorySize > 0) {
  for (const contender of contenders) {
    const page = await open(contender)
    memory[contender] = await measureMemory(context, page, memorySize)
    await page.close()
  }
}
// --- weight: what each page loads up front, and once it shows a form (lazy chunks included)
/** The `built` page (ours with its validators compiled at build time) is weighed and visited beside ours. */
const withBuilt = contenders.includes('ours') || contenders.includes('built')
const weighed = [
  ...contenders.filter(contender => !contender.includes('?')).map(contender => ({ key: contender, label: labelOf(contender), entry: `${contender}.html`, path: `${contender}.html` })),
  ...(contenders.includes('ours') ? [{ key: 'basic', label: 'ours, text/number/boolean', entry: 'ours.html', path: 'ours.html?basic' }] : []),
  ...(withBuilt && !contenders.includes('built') ? [{ key: 'built', label: labelOf('built'), entry: 'built.html', path: 'built.html' }] : []),
]
const weighFields = Number(args['weigh-fields'])
for (const page of weighed) {
  page.upFront = upFront(dist, page.entry)
  page.loaded = await loadedFiles(context, origin, page.path, weighFields)
}
// --- first visit: each page opened in a new browser context (nothing cached), its first form mounted
// and waited for until it validates; the contenders interleaved, round by round.
const visitSets = [
  { set: 'flat', query: '', contenders: ['ours', 'built', 'floor', 'vanilla'] },
  { set: 'mixed', query: '?heavy', contenders: ['ours', 'built', 'floor'] },
  { set: 'text/number/boolean', query: '?basic', contenders: ['ours', 'built', 'floor'] },
]
const visitSizes = args['first-visit-sizes'].split(',').map(Number).filter(n => n > 0)
const visits = []
for (const { set, query, contenders: those } of visitSets) {
  for (const n of visitSizes) {
    const cells = those.filter(contender => contenders.includes(contender) || (contender === 'built' && withBuilt)).map(contender => ({ set, n, contender, samples: [], spent: 0 }))
    process.stdout.write(`first visits, ${set} form of ${n} fields ... `)
    const setStarted = Date.now()
    for (let round = 0; round < Number(args['first-visit-reps']); round++) {
      for (const cell of cells) {
        if (round > 0 && cell.spent > Number(args['first-visit-budget']))
          continue
        const visitStarted = Date.now()
        cell.samples.push(await firstVisit(browser, origin, `${cell.contender}.html${query}`, n))
        cell.spent += Date.now() - visitStarted
      }
    }
    visits.push(...cells)
    console.log(`${((Date.now() - setStarted) / 1000).toFixed(1)} s`)
  }
}
await browser.close()
server.close()

// --- report
const version = browser.version()
const ms = (value, digits) => (Number.isNaN(value) ? '-' : value.toFixed(digits))
const cell = (stat, digits) => `${ms(stat.median, digits)} (${ms(stat.p90, digits)}) `.padEnd(18)
if (results.length) {
  console.log(`\nChromium ${version}, headless, production build, ${((Date.now() - started) / 1000).toFixed(0)} s.`)
  console.log('median (p90) in ms over all samples; a keystroke = set value, dispatch input + change, data model updated, DOM patched and laid out')
  console.log('1st key = the first keystroke after each mount (not in "keystroke"); updates/key = component re-renders per')
  console.log('later keystroke; fields/key = distinct fields among them\n')
  console.log(`${'fields'.padEnd(7)}${'contender'.padEnd(25)}${'mount'.padEnd(18)}${'1st key'.padEnd(18)}${'keystroke'.padEnd(18)}${'updates/key'.padEnd(13)}fields/key`)
  for (const row of results)
    console.log(`${String(row.n).padEnd(7)}${labelOf(row.contender).padEnd(25)}${cell(row.mount, 1)}${cell(row.first, 1)}${cell(row.keystroke, 2)}${String(row.updatesPerKey).padEnd(13)}${row.fieldsPerKey}`)
}

/** Per-round (or per-pair) ratios: their median, how far it can be trusted (its 90% bootstrap interval, `medianInterval`) and the lowest and highest ratio. */
const spread = (ratios, unit) => ratios.length
  ? `${ratioSummary(ratios)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}, ${ratios.length} ${unit})`
  : '-'
const find = (n, contender) => results.find(row => row.n === n && row.contender === contender)
const largest = Math.max(...sizes)
if (results.length) {
  console.log(`\ncomponents re-rendered outside the typed field (${largest} fields):`)
  for (const contender of contenders)
    console.log(`  ${labelOf(contender).padEnd(25)}${find(largest, contender).outsideNames.join(', ') || '-'}`)
}

if (results.length && contenders.includes('ours')) {
  console.log(`\n${'ratios (medians)'.padEnd(18)}${'mount ours/vanilla'.padEnd(21)}${'mount ours/floor'.padEnd(19)}${'key ours/vanilla'.padEnd(19)}key ours/floor`)
  const ratio = (n, other, metric) => {
    const theirs = find(n, other)
    if (!theirs)
      return '-'
    // Two significant digits below 0.1 (ours' keystroke is a few thousandths of vue-vanilla's: not "0.00x").
    const value = find(n, 'ours')[metric].median / theirs[metric].median
    return `${value < 0.1 ? value.toPrecision(2) : value.toFixed(2)}x`
  }
  for (const n of sizes)
    console.log(`${`${n} fields`.padEnd(18)}${ratio(n, 'vanilla', 'mount').padEnd(21)}${ratio(n, 'floor', 'mount').padEnd(19)}${ratio(n, 'vanilla', 'keystroke').padEnd(19)}${ratio(n, 'floor', 'keystroke')}`)
  if (contenders.includes('floor')) {
    // Each round measures every contender back to back: the ratio within a round leaves out what
    // the machine's load did between rounds. The interval [low-high] is how far one run's median can be trusted.
    console.log(`
${'paired rounds'.padEnd(18)}${'mount ours/floor: median [90%] (lowest-highest)'.padEnd(52)}${'key ours/floor: median [90%] (lowest-highest)'.padEnd(52)}mount alone, back to back: median [90%] (lowest-highest), wall time; main thread's CPU time`)
    for (const n of sizes) {
      const [ours, floor] = [find(n, 'ours').samples.rounds, find(n, 'floor').samples.rounds]
      const rounds = metric => spread(ours.map((round, index) => round[metric] / floor[index][metric]), 'rounds')
      const alone = pairedMounts(find(n, 'ours').mountPairs)
      console.log(`${`${n} fields`.padEnd(18)}${rounds('mount').padEnd(52)}${rounds('keystroke').padEnd(52)}${alone}`)
    }
    console.log(`\n${'back to back'.padEnd(18)}key ours/floor after those mounts: median [90%], drawn by pair of pages`)
    for (const n of sizes)
      console.log(`${`${n} fields`.padEnd(18)}${pairedKeys(find(n, 'ours').mountPairs)}`)
  }
}

if (results.length && contenders.includes('ours') && contenders.includes('vmodel')) {
  // What v-model costs: the same form, the same renderers, bound through <JsonForm>.
  console.log(`
${'v-model vs @change'.padEnd(18)}${'mount vmodel/ours'.padEnd(21)}key vmodel/ours`)
  for (const n of sizes) {
    const [vmodel, ours] = [find(n, 'vmodel'), find(n, 'ours')]
    console.log(`${`${n} fields`.padEnd(18)}${`${(vmodel.mount.median / ours.mount.median).toFixed(2)}x`.padEnd(21)}${(vmodel.keystroke.median / ours.keystroke.median).toFixed(2)}x`)
  }
}

if (arrayItems > 0) {
  const stat = values => `${ms(median(values), 1)} ms (p90 ${ms(quantile(values, 0.9), 1)})`
  const { ours, hand } = arraySamples
  console.log(`\na large array: ListWithDetail over ${arrayItems} objects of 5 fields, ours and the same list written by hand (${ours.mount.length} rounds)`)
  console.log(`  ${''.padEnd(24)}${'ours'.padEnd(26)}${'hand-written'.padEnd(26)}ours/hand`)
  for (const [metric, label] of arrayMetrics)
    console.log(`  ${label.padEnd(24)}${stat(ours[metric]).padEnd(26)}${stat(hand[metric]).padEnd(26)}${(median(ours[metric]) / median(hand[metric])).toFixed(2)}x`)
  const flat = find(largest, 'ours')
  if (flat)
    console.log(`  ours' keystroke in the item vs a keystroke in the flat ${largest}-field form: ${(median(ours.typing) / flat.keystroke.median).toFixed(2)}x`)
}

if (heavyRuns.length)
  console.log(`\na heavy form: half text, the rest a field of every family (choices, colour, slider, rating, pin, tags, dates, upload, autocomplete, object, array), ours and the same widgets by hand`)
for (const { n, samples: { ours, floor }, pairs } of heavyRuns) {
  const flat = find(n, 'ours')
  const versus = (metric, values) => flat ? `   ${(median(values) / flat[metric].median).toFixed(2)}x ours' standard ${n}-field form` : ''
  console.log(`  ${n} fields${''.padEnd(Math.max(1, 16 - String(n).length))}${'ours'.padEnd(12)}${'hand-written'.padEnd(14)}ours/hand`)
  for (const [metric, label, digits] of [['mount', 'mount', 1], ['keystroke', 'keystroke (text field)', 2]])
    console.log(`  ${label.padEnd(24)}${`${ms(median(ours[metric]), digits)} ms`.padEnd(12)}${`${ms(median(floor[metric]), digits)} ms`.padEnd(14)}${(median(ours[metric]) / median(floor[metric])).toFixed(2)}x${versus(metric, ours[metric])}`)
  console.log(`  (${ours.mount.length} rounds)   mount alone, back to back: ${pairedMounts(pairs)}`)
  console.log(`  keystroke after those mounts: ${pairedKeys(pairs)}`)
}

if (kindRows.length) {
  console.log(`\nmount by field kind: a form of ${kindSize} fields of one kind, ours and the same widget by hand, back to back (${args['min-reps']} pairs in each of ${args['kind-pages']} pairs of pages; medians, the ratio's 90% interval drawn by pair of pages)`)
  console.log(`  ${'kind'.padEnd(14)}${'ours'.padEnd(12)}${'hand-written'.padEnd(14)}ours/hand`)
  for (const { kind, mount, ratios } of kindRows)
    console.log(`  ${kind.padEnd(14)}${`${mount.ours.toFixed(1)} ms`.padEnd(12)}${`${mount.floor.toFixed(1)} ms`.padEnd(14)}${clusteredSummary(ratios)}`)
}

if (memorySize > 0) {
  const MB = bytes => `${(bytes / 1e6).toFixed(1)} MB`
  const cycles = Object.values(memory)[0]?.cycles
  console.log(`\nmemory: JS heap after a full collection; a mounted ${memorySize}-field form (mounted minus unmounted), and what ${cycles} more forms, each mounted, typed into and unmounted, left behind`)
  for (const contender of contenders) {
    const { form, kept } = memory[contender]
    const versusFloor = memory.floor && contender !== 'floor' ? `   form ${(form / memory.floor.form).toFixed(2)}x floor` : ''
    console.log(`  ${labelOf(contender).padEnd(27)}form ${MB(form).padStart(9)}   kept after unmount ${MB(kept).padStart(8)}${versusFloor}`)
  }
}

const bundles = Object.fromEntries(weighed.map(page => [page.key, {
  js: gzipOf(dist, page.upFront.js),
  css: gzipOf(dist, page.upFront.css),
  shown: gzipOf(dist, page.loaded),
}]))
console.log(`\npage weight, gzip -9 (vue and the bench harness included in each); "form shown" = all JS fetched once a ${weighFields}-field form shows`)
for (const page of weighed) {
  const { js, css, shown } = bundles[page.key]
  const versusFloor = bundles.floor ? `   form shown ${(shown / bundles.floor.shown).toFixed(2)}x floor` : ''
  console.log(`  ${page.label.padEnd(27)}JS up front ${kB(js)}   form shown ${kB(shown)}   CSS ${kB(css)}${versusFloor}`)
}
console.log('\nbundle report: the JS each page loads up front, by package or folder, with its biggest modules')
console.log('(gzip kB; modules gzipped one by one, scaled to the page\'s gzip total), then the lazy chunks its form fetched')
for (const page of weighed.filter(page => ['ours', 'basic', 'built', 'floor'].includes(page.key))) {
  const groups = modulesIn(dist, join(here, '..'), page.upFront.js)
  if (groups)
    printBundleReport(page.label, groups, bundles[page.key].js)
  const lazy = [...page.loaded].filter(file => !page.upFront.js.has(file))
  console.log(`    lazy chunks fetched for the form: ${lazy.length ? lazy.map(file => `${file.replace(/^assets\//, '')} ${kB(gzipOf(dist, [file])).trim()}`).join(', ') : 'none'}`)
}

if (visits.length) {
  console.log('\nfirst visit: a new browser context per visit (nothing cached), the first form of the page mounted; medians')
  console.log('mount = as the harness times it (lazy chunks awaited); usable = from the mount until shown AND validating;')
  console.log('since nav = from navigation until usable; JS = all JS the page asked for until usable, gzip -9 (ratios to the floor)')
  console.log(`  ${'set'.padEnd(21)}${'fields'.padEnd(8)}${'contender'.padEnd(25)}${'mount ms'.padEnd(17)}${'usable ms'.padEnd(17)}${'since nav ms'.padEnd(17)}JS until usable`)
  const medianOf = (cell, metric) => median(cell.samples.map(sample => sample[metric]))
  const jsOf = cell => median(cell.samples.map(sample => gzipOf(dist, sample.files)))
  for (const cell of visits) {
    const floor = visits.find(other => other.set === cell.set && other.n === cell.n && other.contender === 'floor')
    const versus = (value, of) => (floor ? ` (${(value / of).toFixed(2)})` : '')
    const timed = metric => `${medianOf(cell, metric).toFixed(0)}${versus(medianOf(cell, metric), floor && medianOf(floor, metric))}`.padEnd(17)
    cell.js = jsOf(cell)
    const js = `${kB(cell.js).trim()}${versus(cell.js, floor && jsOf(floor))}`
    console.log(`  ${cell.set.padEnd(21)}${String(cell.n).padEnd(8)}${labelOf(cell.contender).padEnd(25)}${timed('mount')}${timed('usable')}${timed('sinceNavigation')}${js}  (${cell.samples.length} visits)`)
  }
}

if (args.json)
  writeFileSync(args.json, `${JSON.stringify({ chromium: version, results, firstVisits: visits.map(({ samples, ...cell }) => ({ ...cell, samples: samples.map(({ files, ...times }) => ({ ...times, files: [...files] })) })), arrays: arraySamples, heavy: heavyRuns.map(({ n, samples, pairs }) => ({ n, ...samples, pairs })), kinds: kindRows, memory, bundles }, null, 2)}\n`)
if (blocked.length)
  problems.push(`blocked requests to other hosts: ${[...new Set(blocked)].join(', ')}`)
if (problems.length) {
  console.error(`\nproblems:\n  ${problems.join('\n  ')}`)
  process.exitCode = 1
}
