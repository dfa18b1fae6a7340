import { openBrowser, serveDist } from './serve.mjs'
const { origin, server } = await serveDist(new URL('./dist', import.meta.url).pathname)
const { browser, context } = await openBrowser(origin)
const n = Number(process.argv[2] ?? 2000)
for (const c of ['ours', 'floor']) {
  const page = await context.newPage()
  await page.goto(`${origin}/${c}.html`)
  await page.waitForFunction(() => window.bench !== undefined)
  await page.evaluate(async (n) => { await window.bench.mount(n); await window.bench.type(2); await window.bench.unmount() }, n)
  const cdp = await context.newCDPSession(page)
  const events = []
  cdp.on('Tracing.dataCollected', e => events.push(...e.value))
  await cdp.send('Tracing.start', { categories: 'v8.gc,devtools.timeline,disabled-by-default-v8.gc,toplevel,v8', options: 'record-as-much-as-possible' })
  const ms = await page.evaluate(n => window.bench.mount(n), n)
  const done = new Promise(r => cdp.once('Tracing.tracingComplete', r))
  await cdp.send('Tracing.end'); await done
  // main thread: the renderer's thread named CrRendererMain
  const names = events.filter(e => e.name === 'thread_name')
  const main = names.find(e => e.args.name === 'CrRendererMain' && events.some(x => x.pid === e.pid && x.name === 'FunctionCall'))
  const mine = events.filter(e => e.pid === main.pid)
  const threads = new Map(names.filter(e => e.pid === main.pid).map(e => [e.tid, e.args.name]))
  const sum = new Map()
  for (const e of mine) if (e.ph === 'X' && e.dur) { const k = `${threads.get(e.tid)}|${e.name}`; sum.set(k, (sum.get(k) ?? 0) + e.dur / 1000) }
  console.log(c, 'mount', ms.toFixed(0))
  for (const [k, v] of [...sum].sort((a, b) => b[1] - a[1]).filter(([k]) => /GC|Scaveng|Mark|Sweep|Compact|RunTask|ThreadControllerImpl|Layout|UpdateLayoutTree|FunctionCall|Paint|Wait/i.test(k)).slice(0, 25)) console.log('  ', v.toFixed(0).padStart(7), k)
  await page.close()
}
await browser.close(); server.close()
