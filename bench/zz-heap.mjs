import { openBrowser, serveDist } from './serve.mjs'
const { origin, server } = await serveDist(new URL(process.env.DIST ?? './dist', import.meta.url).pathname)
const { browser, context } = await openBrowser(origin)
const n = Number(process.argv[2] ?? 200)
async function snapshot(page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.enable'); await cdp.send('HeapProfiler.collectGarbage')
  const chunks = []; cdp.on('HeapProfiler.addHeapSnapshotChunk', e => chunks.push(e.chunk))
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  const snap = JSON.parse(chunks.join(''))
  const { node_fields, node_types } = snap.snapshot.meta
  const F = node_fields.length, iT = node_fields.indexOf('type'), iN = node_fields.indexOf('name'), iS = node_fields.indexOf('self_size')
  const by = new Map()
  for (let i = 0; i < snap.nodes.length; i += F) {
    const type = node_types[0][snap.nodes[i + iT]]
    let name = snap.strings[snap.nodes[i + iN]]
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string') name = '(string)'
    else if (type === 'code') name = `(code) ${name}`.slice(0, 70)
    else if (type === 'hidden' || type === 'array' || type === 'number' || type === 'object shape') name = `(${type}) ${type === 'array' ? name : ''}`.slice(0, 60)
    else if (type === 'closure') name = `(closure) ${name}`
    else name = `${type}:${name.replace(/ @\d+/, '')}`.slice(0, 80)
    const e = by.get(name) ?? [0, 0]; e[0]++; e[1] += snap.nodes[i + iS]; by.set(name, e)
  }
  return by
}
const result = {}
for (const c of ['ours', 'floor']) {
  const page = await context.newPage()
  await page.goto(`${origin}/${c}.html`)
  await page.waitForFunction(() => window.bench !== undefined)
  await page.evaluate(async (n) => { await window.bench.mount(n); await window.bench.type(2); await window.bench.unmount() }, n)
  const empty = await snapshot(page)
  await page.evaluate(async (n) => { await window.bench.mount(n) }, n)
  const full = await snapshot(page)
  const diff = new Map()
  for (const [k, [c1, s1]] of full) { const [c0, s0] = empty.get(k) ?? [0, 0]; diff.set(k, [c1 - c0, s1 - s0]) }
  result[c] = diff
  let tot = 0; for (const [, [, s]] of diff) tot += s
  console.log(c, 'form heap', (tot / 1e6).toFixed(2), 'MB')
  await page.close()
}
const keys = new Set([...result.ours.keys(), ...result.floor.keys()])
const rows = [...keys].map(k => [k, result.ours.get(k) ?? [0, 0], result.floor.get(k) ?? [0, 0]])
rows.sort((a, b) => (b[1][1] - b[2][1]) - (a[1][1] - a[2][1]))
console.log('per field: bytes ours-floor, count ours, count floor')
for (const [k, o, f] of rows.slice(0, 45)) console.log(((o[1] - f[1]) / n).toFixed(0).padStart(7), (o[0] / n).toFixed(1).padStart(7), (f[0] / n).toFixed(1).padStart(7), k)
await browser.close(); server.close()
