// node bench/ab.mjs --base <git revision> [--pages ours,ours?heavy] [--size 500] [--rounds 9] [--tabs 4] [--keys 0]:
// the mount (and with --keys, the keystrokes after it) of the bench pages built from the working tree ("head") against the same pages built
// from an earlier revision ("base"), in one Chromium, the two builds alternating round by round,
// with the hand-written floor of the working tree as the yardstick.
// node bench/ab.mjs --variants 'vmodel,vmodel?showErrors=touched' [...]: the pages of one build
// (the working tree) against the first of them, alternating the same way. It gives the main thread's CPU
// time of each mount beside its wall time: on a busy 2-core machine the CPU time varies less, and a
// change of a few percent shows in it when it is lost in the wall time. See bench/README.md.
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { openBrowser, serveDist, threadTimer } from './serve.mjs'
import { clusteredSummary, median } from './stats.mjs'

const repository = fileURLToPath(new URL('..', import.meta.url))
const { values: args } = parseArgs({
  options: {
    'base': { type: 'string' },
    'variants': { type: 'string' },
    'pages': { type: 'string', default: 'ours' },
    'size': { type: 'string', default: '500' },
    'rounds': { type: 'string', default: '9' },
    'keys': { type: 'string', default: '0' },
    'tabs': { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
  },
})
if (!args.base === !args.variants)
  throw new Error('name the revision to compare with (--base <git revision>) or the pages to compare (--variants a,b)')
const size = Number(args.size)
const rounds = Number(args.rounds)
const keys = Number(args.keys)
const tabCount = Number(args.tabs)

/** The bench pages of `root` built into its `bench/dist` (the build of bench/build.mjs in that tree). */
function build(root) {
  execFileSync(process.execPath, ['-e', `import('./bench/build.mjs').then(m => m.buildPages())`], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  return join(root, 'bench', 'dist')
}

if (args.variants) {
  process.stdout.write('building the working tree ... ')
  const dist = args['no-build'] && existsSync(join(repository, 'bench', 'dist', 'ours.html')) ? join(repository, 'bench', 'dist') : build(repository)
  console.log('done')
  const variants = args.variants.split(',')
  await compare({ head: dist }, [{ title: variants.join(' / '), runs: [...variants.map(name => ['head', name]), ['head', 'floor']] }])
  process.exit()
}

// The base revision in a worktree of its own, sharing this tree's installed packages.
const worktree = join(mkdtempSync(join(tmpdir(), 'bench-ab-')), 'base')
execFileSync('git', ['worktree', 'add', '--detach', worktree, args.base], { cwd: repository, stdio: 'ignore' })
try {
  symlinkSync(join(repository, 'node_modules'), join(worktree, 'node_modules'), 'dir')
  // Both builds timed by this tree's harness: a base from before `bench.prepare` would otherwise
  // bill its forced collection to its mounts' CPU time, and the head not.
  copyFileSync(join(repository, 'bench', 'app', 'harness.ts'), join(worktree, 'bench', 'app', 'harness.ts'))
  process.stdout.write(`building ${args.base} and the working tree ... `)
  const dists = { base: build(worktree), head: args['no-build'] && existsSync(join(repository, 'bench', 'dist', 'ours.html')) ? join(repository, 'bench', 'dist') : build(repository) }
  console.log('done')
  await compare(dists, args.pages.split(',').map((page) => {
    const query = page.includes('?') ? page.slice(page.indexOf('?')) : ''
    return { title: page, runs: [['base', page], ['head', page], ['head', `floor${query}`]] }
  }))
}
finally {
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: repository, stdio: 'ignore' })
  rmSync(join(worktree, '..'), { recursive: true, force: true })
}

/**
 * Mounts the pages of each set (`runs`: [build, page] pairs, the first the reference, the last the
 * floor) in turn, alternating, and prints the medians and each page's ratio to the first by round.
 */
async function compare(dists, pageSets) {
  const servers = Object.fromEntries(await Promise.all(Object.entries(dists).map(async ([build, dist]) => [build, await serveDist(dist)])))
  const { browser, context } = await openBrowser(servers.head.origin)
  // Two origins: the context's guard would abort the base build's requests.
  await context.unroute('**/*')
  try {
    for (const { title, runs } of pageSets) {
      // `--tabs` pages of each: a page keeps a speed of its own over all its mounts, so the
      // intervals are drawn by page (`clusteredInterval`), not by mount.
      const tabs = []
      for (let tab = 0; tab < tabCount; tab++)
        tabs.push(await Promise.all(runs.map(([build, name]) => openPage(context, servers[build].origin, name))))
      const samples = runs.map(() => ({ wall: [], cpu: [], key: [], byTab: tabs.map(() => []), keyByTab: tabs.map(() => []) }))
      for (let round = 0; round < rounds; round++) {
        for (let tab = 0; tab < tabCount; tab++) {
          for (let step = 0; step < runs.length; step++) {
            const index = (round + tab + step) % runs.length
            const { wall, cpu, key } = await mountOnce(tabs[tab][index])
            samples[index].wall.push(wall)
            samples[index].cpu.push(cpu)
            samples[index].key.push(...key)
            samples[index].byTab[tab].push(cpu)
            samples[index].keyByTab[tab].push(median(key))
          }
        }
      }
      const floor = samples.at(-1)
      console.log(`\n${title}, ${size} fields, ${rounds} rounds in ${tabCount} pages each (medians; x = / floor)`)
      const ratio = (values, reference) => `${(median(values) / median(reference)).toFixed(2)}x`
      const label = ([build, name]) => dists.base ? `${build}:${name}` : name
      runs.forEach((run, index) => {
        const { wall, cpu, key } = samples[index]
        const typed = keys ? `   key ${median(key).toFixed(2).padStart(6)} ms ${ratio(key, floor.key).padStart(6)}` : ''
        console.log(`  ${label(run).padEnd(34)} wall ${median(wall).toFixed(0).padStart(6)} ms ${ratio(wall, floor.wall).padStart(6)}   cpu ${median(cpu).toFixed(0).padStart(6)} ms ${ratio(cpu, floor.cpu).padStart(6)} (${Math.min(...cpu).toFixed(0)}-${Math.max(...cpu).toFixed(0)})${typed}`)
      })
      // Mount by mount within a round and page set (they ran back to back): the median ratio and its 90% interval, drawn by page set.
      const perRound = (values, reference, by = 'byTab') => clusteredSummary(values[by].map((tab, index) => tab.map((value, round) => value / reference[by][index][round])))
      const [reference] = samples
      samples.slice(1, -1).forEach((compared, offset) => {
        const typed = keys ? `, key ${perRound(compared, reference, 'keyByTab')}` : ''
        console.log(`  by round, ${label(runs[offset + 1])} / ${label(runs[0])}: cpu ${perRound(compared, reference)}${typed}`)
      })
      samples.slice(0, -1).forEach((compared, index) => console.log(`  by round, ${label(runs[index])} / floor: cpu ${perRound(compared, floor)}`))
      await Promise.all(tabs.flat().map(tab => tab.page.close()))
    }
  }
  finally {
    await browser.close()
    Object.values(servers).forEach(({ server }) => server.close())
  }
}

/** A bench page, warmed up (its lazy chunks loaded), with a DevTools session reading thread time. */
async function openPage(context, origin, name) {
  const [file, query] = name.split('?')
  const page = await context.newPage()
  await page.goto(`${origin}/${file}.html${query ? `?${query}` : ''}`)
  await page.waitForFunction(() => window.bench !== undefined)
  await page.evaluate(async (n) => {
    await window.bench.mount(n)
    await window.bench.unmount()
  }, size)
  return { page, threadTime: (await threadTimer(context, page)).read }
}

/**
 * One measured mount: its wall time as the page times it and the main thread's CPU time around it,
 * then `--keys` keystrokes into its text field (the first left out, as the report leaves it out).
 */
async function mountOnce({ page, threadTime }) {
  await page.bringToFront()
  // The form generated and the heap collected before the CPU timer starts (`bench.prepare`).
  await page.evaluate(n => window.bench.prepare(n), size)
  const before = await threadTime()
  const wall = await page.evaluate(n => window.bench.mount(n), size)
  const cpu = await threadTime() - before
  const key = keys ? (await page.evaluate(count => window.bench.type(count), keys + 1)).slice(1) : []
  await page.evaluate(() => window.bench.unmount())
  return { wall, cpu, key }
}
