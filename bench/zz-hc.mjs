// ComputedRefImpl and ReactiveEffect by getter location; per-field counts
import { openBrowser, serveDist } from './serve.mjs'
import { readFileSync } from 'node:fs'
const { origin, server } = await serveDist(process.env.DIST ?? '/work/main/bench/dist-profile')
const { browser, context } = await openBrowser(origin)
const n = Number(process.env.N ?? 200)
const c = process.argv[2]
const page = await context.newPage()
const [nm, q] = c.split('?'); await page.goto(`${origin}/${nm}.html${q ? '?' + q : ''}`)
await page.waitForFunction(() => window.bench !== undefined)
await page.evaluate(async (n) => { await window.bench.mount(n); await window.bench.type(2); await window.bench.unmount(); await window.bench.mount(n); await window.bench.type(3) }, n)
const cdp = await context.newCDPSession(page)
const scripts = {}
cdp.on('Debugger.scriptParsed', e => { scripts[e.scriptId] = e.url })
await cdp.send('Debugger.enable')
await cdp.send('HeapProfiler.enable'); await cdp.send('HeapProfiler.collectGarbage')
let chunks = []
cdp.on('HeapProfiler.addHeapSnapshotChunk', e => chunks.push(e.chunk))
await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
const snap = JSON.parse(chunks.join(''))
const { node_fields, node_types, edge_fields, edge_types, location_fields } = snap.snapshot.meta
const F = node_fields.length, E = edge_fields.length
const iType = node_fields.indexOf('type'), iName = node_fields.indexOf('name'), iEC = node_fields.indexOf('edge_count')
const eType = edge_fields.indexOf('type'), eName = edge_fields.indexOf('name_or_index'), eTo = edge_fields.indexOf('to_node')
const firstEdge = []; let e = 0
for (let i = 0; i < snap.nodes.length; i += F) { firstEdge.push(e); e += snap.nodes[i + iEC] * E }
const name = i => snap.strings[snap.nodes[i + iName]]
const loc = new Map()
const L = location_fields.length
for (let i = 0; i < snap.locations.length; i += L) loc.set(snap.locations[i], [snap.locations[i + location_fields.indexOf('script_id')], snap.locations[i + location_fields.indexOf('line')], snap.locations[i + location_fields.indexOf('column')]])
const edges = (ni) => { const out = []; const s = firstEdge[ni / F], cnt = snap.nodes[ni + iEC]; for (let k = 0; k < cnt; k++) { const b = s + k * E; const t = edge_types[0][snap.edges[b + eType]]; const nmx = t === 'element' || t === 'hidden' ? snap.edges[b + eName] : snap.strings[snap.edges[b + eName]]; out.push([nmx, snap.edges[b + eTo], t]) } return out }
const counts = new Map()
const target = process.env.CLASS ?? 'ComputedRefImpl'
const field = process.env.FIELD ?? 'fn'
for (let i = 0; i < snap.nodes.length; i += F) {
  if (node_types[0][snap.nodes[i + iType]] !== 'object' || name(i) !== target) continue
  const fn = edges(i).find(([k]) => k === field)
  let key = '?'
  if (fn) { const l = loc.get(fn[1]); key = `${name(fn[1]) || '(anon)'} ${l ? (scripts[l[0]] ?? l[0]).split('/').pop() + ':' + (l[1] + 1) : ''}` }
  counts.set(key, (counts.get(key) ?? 0) + 1)
}
console.log(location_fields.join(','));for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(v).padStart(7), (v / n).toFixed(2).padStart(7), k)
await browser.close(); server.close()
