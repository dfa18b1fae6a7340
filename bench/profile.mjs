// node bench/profile.mjs [contender] [size] [key|mount] [--no-build]: one contender of the standard
// form (ours, vmodel, vanilla, floor) under Chromium's sampling profiler; prints the functions of most
// self time and writes bench/dist-profile/<contender>-<size>-<what>.cpuprofile (open it in DevTools).
// `key` records 20 keystrokes after a warm-up mount, `mount` one mount after a warm-up. Unminified build.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { printSelfTime } from './selfTime.mjs'
import { openProfileBuild, openProfiledPage } from './serve.mjs'

const [contender = 'ours', size = '500', what = 'key', flag] = process.argv.slice(2)
const n = Number(size)

const { dist, origin, server, browser, context } = await openProfileBuild(flag, 'info')
// No forced gc() between keystrokes: the profile shows the keystrokes, not full collections of the heap.
const { page, cdp } = await openProfiledPage(context, `${origin}/${contender}.html`, 100)
// Warm-up: lazy chunks, JIT.
await page.evaluate(async (count) => { await window.bench.mount(count); await window.bench.type(5); await window.bench.unmount() }, n)
let times
if (what === 'mount') {
  await cdp.send('Profiler.start')
  times = [await page.evaluate(count => window.bench.mount(count), n)]
}
else {
  await page.evaluate(count => window.bench.mount(count), n)
  await cdp.send('Profiler.start')
  times = await page.evaluate(() => window.bench.type(20))
}
const { profile } = await cdp.send('Profiler.stop')
const sorted = [...times].sort((a, b) => a - b)
console.log(`${contender} ${n} ${what}: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms over ${times.length}`)
writeFileSync(join(dist, `${contender}-${n}-${what}.cpuprofile`), JSON.stringify(profile))

printSelfTime(profile)
await browser.close()
server.close()
