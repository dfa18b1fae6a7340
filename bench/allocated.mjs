// node bench/allocated.mjs [query] [size] [--no-build]: what the mount of a form allocates per field,
// ours against the floor, kept or collected, by the function that allocated it. V8's sampling heap
// profiler (one sample per 512 bytes, objects collected by minor and major collections included)
// records 4 mounts of each after a warm-up (`query` picks the pages' form, as in `kinds=string`);
// the functions are listed by their difference, biggest first. A mount's garbage is not free: it
// fills the young generation, and every minor collection copies what the form has built so far.
import { openProfileBuild, openProfiledPage } from './serve.mjs'

const [query = '', size = '200', flag] = process.argv.slice(2)
const n = Number(size)
const mounts = 4
const top = 25

// Unminified, as for `profile.mjs`: the functions keep their names.
const { origin, server, browser, context } = await openProfileBuild(flag)

/** Bytes allocated per mount of `n` fields by each function (`name file:line`), averaged over `mounts` mounts. */
async function allocatedByFunction(contender) {
  const { page, cdp } = await openProfiledPage(context, `${origin}/${contender}.html${query ? `?${query}` : ''}`, 200)
  await page.evaluate(async (count) => { await window.bench.mount(count); await window.bench.unmount() }, n)
  const bytes = new Map()
  for (let round = 0; round < mounts; round++) {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.startSampling', { samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true })
    await page.evaluate(count => window.bench.mount(count), n)
    const { profile } = await cdp.send('HeapProfiler.stopSampling')
    await page.evaluate(() => window.bench.unmount())
    const visit = (node) => {
      const { functionName, url, lineNumber } = node.callFrame
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`
      bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize / mounts)
      node.children.forEach(visit)
    }
    visit(profile.head)
  }
  await page.close()
  return bytes
}

const [ours, floor] = [await allocatedByFunction('ours'), await allocatedByFunction('floor')]
const perField = bytes => [...bytes.values()].reduce((sum, size) => sum + size, 0) / n / 1024
console.log(`${query || 'standard mix'}, ${n} fields: a mount allocates ${perField(ours).toFixed(1)} kB per field (ours), ${perField(floor).toFixed(1)} kB (floor)`)
console.log('per field: bytes ours | floor | ours - floor, by allocating function, biggest difference first')
const rows = [...new Set([...ours.keys(), ...floor.keys()])]
  .map(key => ({ key, ours: (ours.get(key) ?? 0) / n, floor: (floor.get(key) ?? 0) / n }))
  .sort((a, b) => (b.ours - b.floor) - (a.ours - a.floor))
for (const row of rows.slice(0, top))
  console.log(`${row.ours.toFixed(0).padStart(8)} | ${row.floor.toFixed(0).padStart(8)} | ${(row.ours - row.floor).toFixed(0).padStart(7)}  ${row.key}`)
await browser.close()
server.close()
