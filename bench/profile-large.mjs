// node bench/profile-large.mjs <case> <size> [contender] [mount|key] [--no-build]: one large-input case
// (bench/large.mjs) under Chromium's sampling profiler; prints the functions of most self time and
// writes bench/dist-profile/<case>-<contender>-<what>.cpuprofile (open it in Chromium's DevTools).
// `key` records the keystrokes alone (the page pauses between mount and keystrokes), `mount` the mount.
// The page is built unminified, so the functions keep their names.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printSelfTime } from './selfTime.mjs'
import { openBrowser, serveDist } from './serve.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const dist = join(here, 'dist-profile')
const [name = 'data', size = '5000000', contender = 'vmodel', what = 'key', flag] = process.argv.slice(2)

if (flag !== '--no-build') {
  const { build } = await import('vite')
  await build({ configFile: join(here, 'vite.config.ts'), build: { outDir: dist, minify: false, rolldownOptions: { input: join(here, 'app/large.html') } } })
}
const { origin, server } = await serveDist(dist)
const { browser, context } = await openBrowser(origin)
const page = await context.newPage()
page.on('pageerror', error => console.log(`page error: ${error.message}`))
await page.goto(`${origin}/large.html`)
await page.waitForFunction(() => window.largeBench !== undefined)
const cdp = await context.newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
let profile
await page.exposeFunction('largeBenchPhase', async (phase) => {
  if (what === 'key' && phase === 'keys')
    await cdp.send('Profiler.start')
  if (phase === 'done')
    profile = (await cdp.send('Profiler.stop')).profile
})
if (what === 'mount')
  await cdp.send('Profiler.start')
const result = await page.evaluate(([n, s, c, k]) => window.largeBench.run(n, s, c, k), [name, Number(size), contender, what === 'key' ? 5 : 1])
console.log(`mount ${result.mount.toFixed(1)} ms, keystrokes ${result.keystrokes.map(time => time.toFixed(1)).join(' / ')} ms`)
writeFileSync(join(dist, `${name}-${contender}-${what}.cpuprofile`), JSON.stringify(profile))

// The forced gc() before each timed step shows as garbage collector.
printSelfTime(profile)
await browser.close()
server.close()
