// node bench/run.mjs --part large (or node bench/large.mjs): large inputs in headless Debian Chromium,
// ours beside the hand-written equivalent. A report, not a test: nothing here asserts a time.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { openBrowser, serveDist } from './serve.mjs'
import { median } from './stats.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const dist = join(here, 'dist-large')

const { values: args } = parseArgs({
  strict: false,
  options: {
    'part': { type: 'string' },
    'cases': { type: 'string', default: 'data,wide,deep,text' },
    'contenders': { type: 'string', default: 'ours,vmodel,hand' },
    'reps': { type: 'string', default: '3' },
    'keys': { type: 'string', default: '5' },
    // ms per case and contender after which no new mount starts (the 10 000-property case takes minutes a mount on 2 busy cores)
    'budget': { type: 'string', default: '60000' },
    'data-bytes': { type: 'string', default: '5000000' },
    'wide-count': { type: 'string', default: '10000' },
    'deep-depth': { type: 'string', default: '50' },
    'text-length': { type: 'string', default: '100000' },
    'no-build': { type: 'boolean', default: false },
  },
})
const sizes = { data: Number(args['data-bytes']), wide: Number(args['wide-count']), deep: Number(args['deep-depth']), text: Number(args['text-length']) }

if (!args['no-build']) {
  const { build } = await import('vite')
  process.stdout.write('building the large-input page (vite build) ... ')
  const started = Date.now()
  await build({ configFile: join(here, 'vite.config.ts'), build: { outDir: dist, rolldownOptions: { input: join(here, 'app/large.html') } } })
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
}
if (!existsSync(join(dist, 'large.html')))
  throw new Error('bench/dist-large is missing: run without --no-build')

const { origin, server } = await serveDist(dist)
const { browser, context } = await openBrowser(origin)
const problems = []

const ms = value => (Number.isNaN(value) ? '-' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`)
const rows = []
for (const name of args.cases.split(',')) {
  const result = {}
  for (const contender of args.contenders.split(',')) {
    // A fresh page per case and contender: one case's garbage is not billed to the next.
    const page = await context.newPage()
    page.on('pageerror', error => problems.push(`${name}/${contender}: ${error.message}`))
    page.on('console', message => message.type() === 'error' && problems.push(`${name}/${contender}: console: ${message.text()}`))
    await page.goto(`${origin}/large.html`)
    await page.waitForFunction(() => window.largeBench !== undefined)
    const samples = { mount: [], keystroke: [], unmount: [] }
    const started = Date.now()
    for (let rep = 0; rep < Number(args.reps) && (rep === 0 || Date.now() - started < Number(args.budget)); rep++) {
      const run = await page.evaluate(([n, size, c, keys]) => window.largeBench.run(n, size, c, keys), [name, sizes[name], contender, Number(args.keys)])
      samples.mount.push(run.mount)
      samples.keystroke.push(...run.keystrokes.slice(1))
      samples.unmount.push(run.unmount)
      process.stdout.write('.')
    }
    await page.close()
    result[contender] = { mount: median(samples.mount), keystroke: median(samples.keystroke), unmount: median(samples.unmount) }
  }
  rows.push({ name, size: sizes[name], ...result })
}
console.log('\n')
// Every contender beside the hand-written equivalent (when it was measured).
const ratio = (a, b) => (a && b ? `${(a / b).toFixed(1)}x` : '-')
const ours = args.contenders.split(',').filter(contender => contender !== 'hand')
const hand = args.contenders.split(',').includes('hand')
for (const measure of ['mount', 'keystroke']) {
  const columns = [...ours.map(contender => `${contender} ${measure}`), ...(hand ? [`hand ${measure}`, ...ours.map(contender => `${contender}/hand`)] : [])]
  console.log(`| case | size | ${columns.join(' | ')} |`)
  console.log(`|---|---|${columns.map(() => '---|').join('')}`)
  for (const row of rows) {
    const cells = [...ours.map(contender => ms(row[contender]?.[measure])), ...(hand ? [ms(row.hand?.[measure]), ...ours.map(contender => ratio(row[contender]?.[measure], row.hand?.[measure]))] : [])]
    console.log(`| ${row.name} | ${row.size} | ${cells.join(' | ')} |`)
  }
  console.log('')
}
console.log(`medians over at most ${args.reps} mounts (none started after ${args.budget} ms of a case) and ${Number(args.keys) - 1} keystrokes per mount (the first keystroke after a mount is left out)`)
if (problems.length)
  console.log(`\nproblems:\n${problems.join('\n')}`)
await browser.close()
server.close()
process.exitCode = problems.length ? 1 : 0
