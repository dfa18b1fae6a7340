// node bench/run.mjs --part builder (or node bench/builder.mjs): the form builder in headless Debian
// Chromium at 200 / 500 / 2 000 / 5 000 fields: import a form, add a field from the palette, select
// a row of the outline, rename a title in the inspector (until the canvas shows it) and open the
// Preview (until it shows the new title). A report, not a test: nothing here asserts a time.
// `--profile <steps>@<size>` (steps: import, add, select, rename, preview, comma-separated) records them under
// Chromium's sampling profiler, on an unminified build (each the first time it runs), prints the
// functions of most self time and writes bench/dist-builder-profile/<step>-<size>.cpuprofile (open it in Chromium's DevTools).
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { printSelfTime } from './selfTime.mjs'
import { openBrowser, serveDist } from './serve.mjs'
import { median } from './stats.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))

const { values: args } = parseArgs({
  strict: false,
  options: {
    'part': { type: 'string' },
    'sizes': { type: 'string', default: '200,500,2000,5000' },
    // Each step this many times on the page of each size (other rows, other titles); the median is shown.
    'reps': { type: 'string', default: '3' },
    'profile': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
})
let [profiledSteps, profiledSize] = args.profile ? args.profile.split('@') : []
const dist = join(here, args.profile ? 'dist-builder-profile' : 'dist-builder')

if (!args['no-build']) {
  const { build } = await import('vite')
  process.stdout.write('building the builder page (vite build) ... ')
  const started = Date.now()
  await build({ configFile: join(here, 'vite.config.ts'), mode: 'builder', build: { outDir: dist, minify: !args.profile, rolldownOptions: { input: join(here, 'app/builder.html') } } })
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
}
if (!existsSync(join(dist, 'builder.html')))
  throw new Error(`${dist} is missing: run without --no-build`)

const { origin, server } = await serveDist(dist)
const { browser, context } = await openBrowser(origin)
const problems = []
const steps = ['import', 'add', 'select', 'rename', 'preview']

/** Runs `step` in the page, under the profiler when it is the one `--profile` names. */
async function run(page, cdp, step, size, call) {
  const profiled = cdp && profiledSteps.split(',').includes(step) && size === Number(profiledSize)
  if (profiled)
    await cdp.send('Profiler.start')
  const time = await page.evaluate(call.fn, call.arg).catch((error) => {
    throw new Error(`${step}: ${error.message}`)
  })
  if (profiled) {
    profiledSteps = profiledSteps.split(',').filter(one => one !== step).join(',')
    const { profile } = await cdp.send('Profiler.stop')
    writeFileSync(join(dist, `${step}-${size}.cpuprofile`), JSON.stringify(profile))
    console.log(`\n${step} at ${size} fields: ${time.toFixed(0)} ms`)
    printSelfTime(profile, 30)
  }
  return time
}

/** Every step at `size` fields on a fresh page: the import once, the others `reps` times on rows spread over the form. */
async function measure(size) {
  const page = await context.newPage()
  page.on('pageerror', error => problems.push(`${size}: ${error.message}`))
  page.on('console', message => message.type() === 'error' && problems.push(`${size}: console: ${message.text().slice(0, 200)}`))
  await page.goto(`${origin}/builder.html`)
  await page.waitForFunction(() => window.builderBench !== undefined)
  await page.evaluate(() => window.builderBench.reset())
  await page.reload()
  await page.waitForFunction(() => window.builderBench !== undefined)
  let cdp
  if (args.profile) {
    cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  }
  const samples = Object.fromEntries(steps.map(step => [step, []]))
  try {
    samples.import.push(await run(page, cdp, 'import', size, { fn: n => window.builderBench.importForm(n), arg: size }))
    for (let rep = 0; rep < Number(args.reps); rep++) {
      const index = Math.floor(((rep + 1) * size) / (Number(args.reps) + 1))
      const title = `Renamed ${rep}`
      samples.add.push(await run(page, cdp, 'add', size, { fn: () => window.builderBench.addField() }))
      samples.select.push(await run(page, cdp, 'select', size, { fn: i => window.builderBench.selectRow(i), arg: index }))
      samples.rename.push(await run(page, cdp, 'rename', size, { fn: ([i, t]) => window.builderBench.rename(i, t), arg: [index, title] }))
      samples.preview.push(await run(page, cdp, 'preview', size, { fn: ([i, t]) => window.builderBench.preview(i, t), arg: [index, title] }))
      process.stdout.write('.')
    }
  }
  catch (error) {
    problems.push(`${size}: ${error.message.split('\n')[0]}`)
  }
  await page.close()
  return Object.fromEntries(steps.map(step => [step, median(samples[step])]))
}

const rows = []
for (const size of args.sizes.split(',').map(Number))
  rows.push({ size, ...await measure(size) })
console.log('\n')
const ms = value => (Number.isFinite(value) ? `${Math.round(value)}` : '-')
console.log(`| fields | ${steps.map(step => `${step} ms`).join(' | ')} |`)
console.log(`|---|${steps.map(() => '---|').join('')}`)
for (const row of rows)
  console.log(`| ${row.size} | ${steps.map(step => ms(row[step])).join(' | ')} |`)
console.log(`\none fresh page per size; import once, the other steps the median of ${args.reps} (rows spread over the form), each from its event to the first animation frame that shows it: import until the canvas shows the last field; add (a click on the palette's Text) until the outline and the canvas show one more; select (a click on an outline row) until the inspector shows its title; rename (the title typed in the inspector) until the canvas shows it; preview (the Preview tab opened) until it shows the new title`)
if (problems.length)
  console.log(`\nproblems:\n${problems.join('\n')}`)
await browser.close()
server.close()
process.exitCode = problems.length ? 1 : 0
