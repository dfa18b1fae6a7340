// node bench/profile-reliability.mjs <kind> <size> [mount|open|filter] [--no-build]: one long choice
// list of bench/reliability.mjs (enum, oneOf, autocomplete or floor) under Chromium's sampling
// profiler; prints the functions of most self time and writes
// bench/dist-profile-reliability/<kind>-<size>-<what>.cpuprofile (open it in Chromium's DevTools).
// `mount` records showing the field, `open` the click until the first option shows, `filter` the
// typed search until the item before last shows. The page is built unminified, so the functions keep their names.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printSelfTime } from './selfTime.mjs'
import { openBrowser, serveDist } from './serve.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const dist = join(here, 'dist-profile-reliability')
const [kind = 'enum', size = '10000', what = 'open', flag] = process.argv.slice(2)

if (flag !== '--no-build') {
  const { build } = await import('vite')
  await build({ configFile: join(here, 'vite.config.ts'), build: { outDir: dist, minify: false, rolldownOptions: { input: join(here, 'app/reliability.html') } } })
}
const { origin, server } = await serveDist(dist)
const { browser, context } = await openBrowser(origin)
const page = await context.newPage()
page.on('pageerror', error => console.log(`page error: ${error.message}`))
await page.goto(`${origin}/reliability.html`)
await page.waitForFunction(() => window.reliabilityBench !== undefined)
const cdp = await context.newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })

const field = page.locator('[data-path="choice"] button').first()
const target = `Option ${Number(size) - 2}`
const steps = {
  mount: [() => page.evaluate(([k, n]) => window.reliabilityBench.show(k, n), [kind, Number(size)]), field],
  open: [() => field.click({ timeout: 300_000 }), page.getByRole('option')],
  filter: [() => page.locator('input[role="combobox"]').last().fill(target, { timeout: 300_000 }), page.getByRole('option', { name: target, exact: true })],
}
let profile
for (const step of ['mount', 'open', 'filter']) {
  const [action, shown] = steps[step]
  if (step === what)
    await cdp.send('Profiler.start')
  const started = performance.now()
  await action()
  await shown.first().waitFor({ state: 'visible', timeout: 300_000 })
  console.log(`${step} ${(performance.now() - started).toFixed(0)} ms`)
  if (step === what) {
    profile = (await cdp.send('Profiler.stop')).profile
    break
  }
}
writeFileSync(join(dist, `${kind}-${size}-${what}.cpuprofile`), JSON.stringify(profile))
printSelfTime(profile, 30)
await browser.close()
server.close()
