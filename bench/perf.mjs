// node bench/perf.mjs [query] [size] [--mounts 6] [--no-build]: where the main thread's time goes
// during a mount, ours against the floor, sampled by Linux `perf` rather than by V8's profiler.
//
// V8's sampling profiler (what `profile.mjs` and DevTools show) bills the time spent in V8's
// builtins (inline-cache stubs, proxy traps' machinery, regular expressions, allocation) and in
// the collections they start to whichever JavaScript function is running, and where a function is
// inlined its time moves to its caller: two pages doing the same calls can read very differently.
// `perf` samples the machine code itself, so each sample is billed here to the first JavaScript
// function on its stack (tiers merged), with what it was doing: its own code, a V8 builtin (named
// from a `--prof` log of the same Chromium) or other native code (V8's runtime and collector,
// Blink). Only samples inside the timed part of each mount count (the harness's own windows,
// matched on the realtime clock). Needs `perf` (Debian's linux-perf) and the right to sample the
// whole machine (root, or kernel.perf_event_paranoid <= 0). The pages are built unminified into
// `bench/dist-profile` (`--no-build` reuses them), as for `profile.mjs`.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { openBrowser, serveProfileBuild } from './serve.mjs'

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'mounts': { type: 'string', default: '6' }, 'no-build': { type: 'boolean', default: false }, 'top': { type: 'string', default: '30' } },
})
const [query = 'kinds=string', size = '500'] = positionals
const n = Number(size)
const frequency = 4000
const chromiumPath = '/usr/bin/chromium'
const scratch = mkdtempSync(join(tmpdir(), 'bench-perf-'))
/** The symbol maps V8 writes for `perf` (`--perf-basic-prof`), one per Chromium process: those of this run are removed when it ends. */
const perfMaps = () => readdirSync('/tmp').filter(name => /^perf-\d+\.map$/.test(name))
const mapsBefore = new Set(perfMaps())

/**
 * V8's builtins and bytecode handlers in this Chromium, as offsets into its binary, from a `--prof` log of an empty page.
 * Started in the scratch folder, so that nothing it writes lands in the working folder.
 */
function builtinTable() {
  const log = join(scratch, 'v8.log')
  execFileSync(chromiumPath, ['--headless', '--no-sandbox', '--disable-gpu', `--js-flags=--prof --logfile=${log} --no-logfile-per-isolate`, '--dump-dom', 'data:text/html,<script>0</script>'], { stdio: 'ignore', cwd: scratch })
  let base = 0
  const entries = []
  for (const line of readFileSync(log, 'latin1').split('\n')) {
    const fields = line.split(',')
    // The binary itself (`/usr/bin/chromium` is a script that starts `/usr/lib/chromium/chromium`).
    if (fields[0] === 'shared-library' && fields[1].endsWith('/chromium'))
      base = Number(fields[2])
    else if (fields[0] === 'code-creation' && (fields[1] === 'Builtin' || fields[1] === 'BytecodeHandler'))
      entries.push({ start: Number(fields[4]), size: Number(fields[5]), name: fields.slice(6).join(',') })
  }
  return entries.map(entry => ({ ...entry, start: entry.start - base })).sort((a, b) => a.start - b.start)
}

/** The builtin whose code holds `offset` (an address inside the Chromium binary), or undefined. */
function builtinAt(table, offset) {
  let low = 0
  let high = table.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (table[middle].start <= offset)
      low = middle + 1
    else
      high = middle - 1
  }
  const entry = table[high]
  return entry && offset < entry.start + entry.size ? entry.name : undefined
}

/** Records `mounts` mounts of a contender's page with `perf`; resolves to the samples' file and the mounts' windows (seconds, realtime). */
async function record(origin, contender) {
  // `--perf-basic-prof` turns V8's code log on too: into the scratch folder, not one file per process in the working folder.
  const { browser, context } = await openBrowser(origin, { jsFlags: ['--perf-basic-prof', '--interpreted-frames-native-stack', '--no-logfile-per-isolate', `--logfile=${join(scratch, `${contender}-v8.log`)}`] })
  const page = await context.newPage()
  await page.goto(`${origin}/${contender}.html?${query}`)
  await page.waitForFunction(() => window.bench !== undefined)
  await page.evaluate(async (count) => { await window.bench.mount(count); await window.bench.unmount() }, n)
  const data = join(scratch, `${contender}.data`)
  const perf = spawn('perf', ['record', '-k', 'CLOCK_REALTIME', '-F', String(frequency), '-g', '-a', '-o', data], { stdio: 'ignore' })
  const exited = new Promise(resolve => perf.on('exit', resolve))
  while (!existsSync(data))
    await new Promise(resolve => setTimeout(resolve, 50))
  const windows = []
  for (let mount = 0; mount < Number(args.mounts); mount++) {
    const [ms, end] = await page.evaluate(async (count) => {
      const ms = await window.bench.mount(count)
      return [ms, performance.timeOrigin + performance.now()]
    }, n)
    windows.push([(end - ms) / 1000, end / 1000])
    await page.evaluate(() => window.bench.unmount())
  }
  perf.kill('SIGINT')
  await exited
  await browser.close()
  return { data, windows }
}

/** What one frame of `perf script` names: a JavaScript function (`JS:` and its tier mark stripped), a builtin, or native code. */
function frameName(builtins, line) {
  const match = /^\s*([0-9a-f]+)\s+(.*)\((.*)\)$/.exec(line)
  if (!match)
    return { kind: 'native', name: line.trim() }
  const [, address, symbol, dso] = match
  if (dso.endsWith('/chromium') && symbol.startsWith('[unknown]')) {
    const builtin = builtinAt(builtins, Number.parseInt(address, 16))
    return builtin ? { kind: 'builtin', name: builtin } : { kind: 'native', name: 'native' }
  }
  if (symbol.startsWith('JS:'))
    return { kind: 'js', name: symbol.replace(/^JS:[*+^~]?'?/, '').replace(/https?:\/\/[^/]+\/assets\//, '').replace(/\+0x[0-9a-f]+$/, '').trim() }
  return { kind: 'native', name: symbol.replace(/\+0x[0-9a-f]+$/, '').trim() }
}

/** The samples of the busiest Chromium thread inside `windows`, billed to the first JavaScript function of their stacks. */
async function bill(builtins, { data, windows }) {
  const script = spawn('perf', ['script', '-i', data, '-F', 'comm,tid,time,ip,sym,dso'], { stdio: ['ignore', 'pipe', 'ignore'] })
  const byThread = new Map()
  let sample
  const finish = () => {
    if (sample && windows.some(([from, to]) => sample.time >= from && sample.time <= to)) {
      if (!byThread.has(sample.tid))
        byThread.set(sample.tid, [])
      byThread.get(sample.tid).push(sample.frames)
    }
    sample = undefined
  }
  for await (const line of createInterface({ input: script.stdout })) {
    if (!line.trim()) {
      finish()
      continue
    }
    if (!sample) {
      const [comm, tid, time] = line.trim().split(/\s+/)
      sample = comm === 'chromium' ? { tid, time: Number.parseFloat(time), frames: [] } : { tid: '', time: -1, frames: [] }
      continue
    }
    sample.frames.push(line)
  }
  finish()
  const [stacks] = [...byThread.values()].sort((a, b) => b.length - a.length)
  const byFunction = new Map()
  const byKind = { js: 0, builtin: 0, native: 0 }
  for (const frames of stacks ?? []) {
    const named = frames.map(line => frameName(builtins, line))
    if (!named.length)
      continue
    byKind[named[0].kind]++
    const owner = named.find(frame => frame.kind === 'js')?.name ?? `(no JavaScript) ${named[0].name}`
    byFunction.set(owner, (byFunction.get(owner) ?? 0) + 1)
  }
  return { total: stacks?.length ?? 0, byKind, byFunction }
}

/** A function's chunk: the bundle file it was built into (`Button`, `uiRenderers`, ...), hash left out. */
const chunkOf = name => /([\w.]+?)-[\w-]{8}\.js/.exec(name)?.[1] ?? name

/** Samples per function grouped by `key` (a function's chunk, or the function itself). */
function grouped(byFunction, key) {
  const totals = new Map()
  for (const [name, count] of byFunction)
    totals.set(key(name), (totals.get(key(name)) ?? 0) + count)
  return totals
}

try {
  try {
    execFileSync('perf', ['--version'], { stdio: 'ignore' })
  }
  catch {
    throw new Error('bench/perf.mjs needs Linux perf: apt-get install -y linux-perf')
  }
  const builtins = builtinTable()
  const { origin, server } = await serveProfileBuild(args['no-build'] ? '--no-build' : undefined)
  const results = {}
  try {
    for (const contender of ['ours', 'floor'])
      results[contender] = await bill(builtins, await record(origin, contender))
  }
  finally {
    server.close()
  }
  const { ours, floor } = results
  const ms = samples => (samples * 1000 / frequency / Number(args.mounts)).toFixed(1).padStart(8)
  const row = (a, b, label) => console.log(`${ms(a)} ${ms(b)} ${ms(a - b)}  ${label}`)
  console.log(`${query || 'standard mix'}, ${n} fields, ${args.mounts} mounts each: ms of the main thread per mount (${frequency} samples a second)`)
  console.log('    ours    floor     diff')
  row(ours.total, floor.total, 'in all')
  const leaves = { js: 'JavaScript', builtin: 'a V8 builtin', native: 'native code (V8 runtime and collector, Blink)' }
  for (const [kind, label] of Object.entries(leaves))
    row(ours.byKind[kind], floor.byKind[kind], `at the leaf: ${label}`)
  const tables = [
    { by: 'chunk, most time first', key: chunkOf, order: (a, b) => b.ours + b.floor - a.ours - a.floor },
    { by: 'function, biggest difference first', key: name => name, order: (a, b) => (b.ours - b.floor) - (a.ours - a.floor) },
  ]
  for (const { by, key, order } of tables) {
    const [oursTotals, floorTotals] = [grouped(ours.byFunction, key), grouped(floor.byFunction, key)]
    const rows = [...new Set([...oursTotals.keys(), ...floorTotals.keys()])]
      .map(name => ({ name, ours: oursTotals.get(name) ?? 0, floor: floorTotals.get(name) ?? 0 }))
    console.log(`\nbilled to the first JavaScript function on the stack, by ${by}`)
    for (const { name, ours: a, floor: b } of rows.sort(order).slice(0, Number(args.top)))
      row(a, b, name)
  }
}
finally {
  rmSync(scratch, { recursive: true, force: true })
  for (const name of perfMaps().filter(name => !mapsBefore.has(name)))
    rmSync(join('/tmp', name), { force: true })
}
