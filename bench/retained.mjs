// node bench/retained.mjs [query] [size] [--no-build]: what one field of a mounted form holds in the
// JS heap, by kind of object (Vue's `Link` and `Dep`, closures, contexts, ...), ours against the
// floor, from heap snapshots taken before and after a mount (`query` picks the pages' form, as in
// `kinds=string`); then the collections V8 ran during one mount of each (a trace's `MinorGC` and
// `MajorGC`, the harness's own forced one left out), which grow with what a mount keeps.
import { openProfileBuild } from './serve.mjs'
import { traceMount } from './trace.mjs'

// Unminified, as for `profile.mjs`: the heap's kinds keep their names (`Link`, `Dep`, `ComputedRefImpl`).
const [query = '', size = '200', flag] = process.argv.slice(2)
const n = Number(size)
const contenders = ['ours', 'floor']

/** Self size and count of the heap's objects by kind, after a full collection. */
async function heapByKind(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const chunks = []
  const collect = event => chunks.push(event.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''))
  const fields = snapshot.meta.node_fields
  const types = snapshot.meta.node_types[fields.indexOf('type')]
  const [type, name, selfSize] = ['type', 'name', 'self_size'].map(field => fields.indexOf(field))
  const kinds = new Map()
  for (let index = 0; index < nodes.length; index += fields.length) {
    const kind = kindOf(types[nodes[index + type]], strings[nodes[index + name]])
    const entry = kinds.get(kind) ?? { count: 0, bytes: 0 }
    entry.count++
    entry.bytes += nodes[index + selfSize]
    kinds.set(kind, entry)
  }
  return kinds
}

/** Objects by constructor; strings, code and closures (by function name) each as one kind. */
function kindOf(type, name) {
  if (type.endsWith('string'))
    return '(strings)'
  if (type === 'code')
    return '(code)'
  if (type === 'closure')
    return `closure ${name || '(anonymous)'}`
  if (name.startsWith('system / Context'))
    return '(function contexts)'
  return type === 'object' ? name : `(${type}) ${name}`.slice(0, 60)
}

/** The collections during one mount, from a trace of it. */
async function collectionsDuringMount(browser, page) {
  const { wall, ms, minor, major } = await traceMount(browser, page, n)
  return `mount ${wall.toFixed(0)} ms; minor collections ${minor} in ${ms.MinorGC.toFixed(0)} ms, major ${major} in ${ms.MajorGC.toFixed(0)} ms`
}

const { origin, server, browser, context } = await openProfileBuild(flag)
const held = {}
const collections = {}
for (const contender of contenders) {
  const page = await context.newPage()
  await page.goto(`${origin}/${contender}.html${query ? `?${query}` : ''}`)
  await page.waitForFunction(() => window.bench !== undefined)
  // Warm-up: lazy chunks, JIT, the caches of the page.
  await page.evaluate(async (count) => { await window.bench.mount(count); await window.bench.unmount() }, n)
  const cdp = await context.newCDPSession(page)
  const empty = await heapByKind(cdp)
  await page.evaluate(count => window.bench.mount(count), n)
  const mounted = await heapByKind(cdp)
  await page.evaluate(() => window.bench.unmount())
  held[contender] = new Map([...mounted].map(([kind, { count, bytes }]) => [kind, { count: count - (empty.get(kind)?.count ?? 0), bytes: bytes - (empty.get(kind)?.bytes ?? 0) }]))
  collections[contender] = await collectionsDuringMount(browser, page)
  await page.close()
}
await browser.close()
server.close()

const none = { count: 0, bytes: 0 }
const total = contender => [...held[contender].values()].reduce((sum, { bytes }) => sum + bytes, 0) / n
console.log(`${query || 'standard form'}, ${n} fields: one field holds ${(total('ours') / 1000).toFixed(1)} kB (ours), ${(total('floor') / 1000).toFixed(1)} kB (floor)`)
console.log('per field: bytes (objects) ours | floor | ours - floor, by kind, biggest difference first')
const rows = [...new Set([...held.ours.keys(), ...held.floor.keys()])]
  .map(kind => ({ kind, ours: held.ours.get(kind) ?? none, floor: held.floor.get(kind) ?? none }))
  .sort((a, b) => (b.ours.bytes - b.floor.bytes) - (a.ours.bytes - a.floor.bytes))
const cell = ({ count, bytes }) => `${(bytes / n).toFixed(0).padStart(7)} (${(count / n).toFixed(1).padStart(5)})`
for (const { kind, ours, floor } of rows.slice(0, 30))
  console.log(`${cell(ours)} | ${cell(floor)} | ${((ours.bytes - floor.bytes) / n).toFixed(0).padStart(6)}  ${kind}`)
for (const contender of contenders)
  console.log(`${contender.padEnd(6)} ${collections[contender]}`)
