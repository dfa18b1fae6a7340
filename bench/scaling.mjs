// node bench/scaling.mjs [query] [small] [large] [--no-build]: the functions whose self time grows
// faster than the form. Mounts `small` and `large` fields (500 and 2 000) of the form `query` picks
// (`kinds=string`, `heavy`; none for the standard mix) under the sampling profiler, ours and the
// floor (unminified build in bench/dist-profile, the page's `gc()` off, 3 mounts each after a
// warm-up), and prints per function its self time at `large` less its time at `small` scaled up to
// `large`: what a linear cost would add. A function high in ours' list and not in the floor's is a
// lead (bench/LOG.md, "Objects with a key per field").
import { selfTimeByFunction } from './selfTime.mjs'
import { openProfileBuild, openProfiledPage } from './serve.mjs'

const [query = '', small = '500', large = '2000', flag] = process.argv.slice(2)
const sizes = [Number(small), Number(large)]
const mounts = 3
const top = 15

const { origin, server, browser, context } = await openProfileBuild(flag)

/** Self time per function, in ms, averaged over `mounts` profiled mounts of `n` fields. */
async function profiledMounts(contender, n) {
  const { page, cdp } = await openProfiledPage(context, `${origin}/${contender}.html${query ? `?${query}` : ''}`, 200)
  await page.evaluate(async (count) => { await window.bench.mount(count); await window.bench.unmount() }, n)
  const self = new Map()
  const times = []
  for (let round = 0; round < mounts; round++) {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Profiler.start')
    times.push(await page.evaluate(count => window.bench.mount(count), n))
    const { profile } = await cdp.send('Profiler.stop')
    await page.evaluate(() => window.bench.unmount())
    for (const [key, time] of selfTimeByFunction(profile))
      self.set(key, (self.get(key) ?? 0) + time / 1000 / mounts)
  }
  await page.close()
  return { self, times }
}

for (const contender of ['ours', 'floor']) {
  const [atSmall, atLarge] = [await profiledMounts(contender, sizes[0]), await profiledMounts(contender, sizes[1])]
  const scale = sizes[1] / sizes[0]
  const rows = [...new Set([...atSmall.self.keys(), ...atLarge.self.keys()])]
    .map(key => ({ key, small: atSmall.self.get(key) ?? 0, large: atLarge.self.get(key) ?? 0 }))
    .map(row => ({ ...row, beyond: row.large - scale * row.small }))
    .sort((a, b) => b.beyond - a.beyond)
  const ms = times => times.map(time => time.toFixed(0)).join(', ')
  console.log(`\n${contender}: mounts of ${sizes[0]} fields ${ms(atSmall.times)} ms, of ${sizes[1]} fields ${ms(atLarge.times)} ms`)
  console.log(`  beyond linear   self at ${sizes[0]}   self at ${sizes[1]}   (ms)`)
  for (const row of rows.slice(0, top))
    console.log(`${row.beyond.toFixed(1).padStart(15)} ${row.small.toFixed(1).padStart(13)} ${row.large.toFixed(1).padStart(14)}   ${row.key}`)
}
await browser.close()
server.close()
