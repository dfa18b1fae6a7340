import { openBrowser, serveDist } from './serve.mjs'
const { origin, server } = await serveDist(new URL('./dist', import.meta.url).pathname)
const { browser, context } = await openBrowser(origin)
const n = Number(process.argv[3] ?? 2000)
for (const c of [process.argv[2] ?? 'ours', 'floor']) {
  const page = await context.newPage()
  await page.goto(`${origin}/${c}.html`)
  await page.waitForFunction(() => window.bench !== undefined)
  await page.evaluate(async (n) => { await window.bench.mount(n); await window.bench.type(2); await window.bench.unmount() }, n)
  const r = await page.evaluate(async (n) => {
    const orig = window.setTimeout; let calls = []
    window.setTimeout = (fn, ms, ...a) => { calls.push(ms); return orig(fn, ms, ...a) }
    const ms = await window.bench.mount(n)
    window.setTimeout = orig
    return { ms, calls: calls.length, delays: [...new Set(calls)] }
  }, n)
  console.log(c, JSON.stringify(r))
  await page.close()
}
await browser.close(); server.close()
