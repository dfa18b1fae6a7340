import { openBrowser, serveDist } from './serve.mjs'
const { origin, server } = await serveDist(process.env.DIST ?? new URL('./dist-profile', import.meta.url).pathname)
const { browser, context } = await openBrowser(origin)
const n = Number(process.env.N ?? 500)
for (const c of process.argv.slice(2)) {
  const page = await context.newPage()
  const [nm, q] = c.split("?"); await page.goto(`${origin}/${nm}.html${q ? "?" + q : ""}`)
  await page.waitForFunction(() => window.bench !== undefined)
  await page.evaluate(async (n) => { await window.bench.mount(n); await window.bench.type(2); await window.bench.unmount() }, n)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true })
  await page.evaluate((n) => window.bench.mount(n), n)
  const { profile } = await cdp.send('HeapProfiler.stopSampling')
  const self = new Map(); let total = 0
  const parents = new Map()
  const walkP = (node, chain) => { const f = node.callFrame; const name = f.functionName || '(anon)'; if (process.env.WHO && `${name}:${f.lineNumber + 1}` === process.env.WHO && node.selfSize) { const k = chain.slice(-4).join(' < '); parents.set(k, (parents.get(k) ?? 0) + node.selfSize) } node.children.forEach(ch => walkP(ch, [...chain, `${name}:${f.lineNumber + 1}`])) }
  walkP(profile.head, [])
  for (const [k, v] of [...parents].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log('   ', (v / 1e6).toFixed(2), k)
  const walk = (node) => { const f = node.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop().replace(/-[A-Za-z0-9_-]{8}\.js/, '.js')}:${f.lineNumber + 1}`; self.set(k, (self.get(k) ?? 0) + node.selfSize); total += node.selfSize; node.children.forEach(walk) }
  walk(profile.head)
  console.log(`== ${c}: ${(total / 1e6).toFixed(1)} MB allocated in the mount`)
  globalThis.R ??= {}; R[c] = self
}
const a = R[process.argv[2]], b = R[process.argv[3]]
const keys = new Set([...a.keys(), ...b.keys()])
const rows = [...keys].map(k => [k, (a.get(k) ?? 0) / 1e6, (b.get(k) ?? 0) / 1e6]).sort((x, y) => (y[1] - y[2]) - (x[1] - x[2]))
for (const [k, x, y] of rows.slice(0, Number(process.env.TOP ?? 30))) console.log((x - y).toFixed(2).padStart(7), x.toFixed(2).padStart(7), y.toFixed(2).padStart(7), k)
await browser.close(); server.close()
