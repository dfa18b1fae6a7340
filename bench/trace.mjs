// One mount of a bench page under Chromium's tracing: where its main thread's time went. Shared by
// `gc.mjs` (several mounts, production build) and `retained.mjs` (one, beside its heap snapshots).

/** Trace events summed per mount, by name (`X` events of the page's main thread). */
export const traceHeadings = { 'v8.callFunction': 'JS (GC included)', 'MinorGC': 'minor GC', 'MajorGC': 'major GC', 'UpdateLayoutTree': 'style', 'Layout': 'layout' }

/**
 * Mounts `n` fields on `page` (a bench page, warmed up) while tracing, then unmounts: the mount's
 * wall time, the milliseconds of each of `traceHeadings`, how many minor and major collections ran
 * (the harness's own forced `gc()`, of type `testing`, left out), and when each minor collection
 * started, in ms into the mount's longest task (`task` ms long).
 */
export async function traceMount(browser, page, n) {
  await browser.startTracing(page, { categories: ['v8.gc', 'devtools.timeline', 'v8'] })
  const wall = await page.evaluate(count => window.bench.mount(count), n)
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString())
  await page.evaluate(() => window.bench.unmount())
  const main = traceEvents.find(event => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
  const onMain = traceEvents.filter(event => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.args?.type !== 'testing')
  const ms = Object.fromEntries(Object.keys(traceHeadings).map(name => [name, 0]))
  for (const event of onMain) {
    if (event.name in ms)
      ms[event.name] += event.dur / 1000
  }
  const longest = onMain.filter(event => event.name === 'v8.callFunction').reduce((a, b) => (b.dur > a.dur ? b : a))
  const ofName = name => onMain.filter(event => event.name === name)
  return {
    wall,
    ms,
    minor: ofName('MinorGC').length,
    major: ofName('MajorGC').length,
    scavenges: ofName('MinorGC').map(event => (event.ts - longest.ts) / 1000),
    task: longest.dur / 1000,
  }
}
