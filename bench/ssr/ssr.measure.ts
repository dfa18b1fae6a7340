import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { inject, it } from 'vitest'
import { launchChromium } from '../../e2e/browser'
import { installFixture, nodeForNuxt, run, startDevServer } from '../../test/integration/fixtureApp'
// @ts-expect-error -- the bench's scripts are plain ES modules without types
import { median, ratioSummary } from '../stats.mjs'
import { generate, mixes } from '../app/schema'

/**
 * A server-rendered form, interactive: the bench's flat form (`bench/app/schema.ts`) of each size in
 * `SSR_SIZES` as a page of the Nuxt fixture, once through `<JsonForm v-model>` and once written by
 * hand with the same Nuxt UI widgets (the floor, `bench/app/contenders/FloorForm.vue`), built with `nuxt build` and served by its Nitro
 * server. Each visit opens a new browser context (nothing cached) and times, from the navigation:
 * - `shown`: the first contentful paint (the server's HTML);
 * - `interactive`: the first keystroke that reaches the model. From the start of the page, a script
 *   sets the typed field's value and sends it an `input` event every 5 ms, until the value it typed
 *   shows in the page's echo of the model (`<output data-testid="typed">`): before hydration no
 *   listener takes it, after it the next event does.
 * The contenders alternate (`SSR_VISITS` visits each); the ratio is ours / floor by visit pair.
 */
const workDir = inject('workDir')
const sizes = (process.env.SSR_SIZES ?? '500').split(',').map(Number)
const visits = Number(process.env.SSR_VISITS ?? 7)
const contenders = { ours: 'OursPage.vue', floor: 'FloorPage.vue' } as const
type Contender = keyof typeof contenders

/** The fixture with a page per contender and size (`/bench-ours-500`), its hydration checks off, as an app ships. */
async function buildApp(): Promise<{ app: string, node: string, env: Record<string, string> }> {
  const app = await installFixture('nuxt-app', workDir)
  const here = dirname(new URL(import.meta.url).pathname)
  // The floor's form and the field list it reads, at the same paths from each other as in the bench app.
  mkdirSync(join(app, 'app/bench/contenders'), { recursive: true })
  cpSync(join(here, '../app/schema.ts'), join(app, 'app/bench/schema.ts'))
  cpSync(join(here, '../app/contenders/FloorForm.vue'), join(app, 'app/bench/contenders/FloorForm.vue'))
  for (const n of sizes) {
    const form = generate(n, mixes.flat)
    writeFileSync(join(app, `app/bench/form-${n}.json`), JSON.stringify(form))
    for (const [name, file] of Object.entries(contenders))
      writeFileSync(join(app, `app/pages/bench-${name}-${n}.vue`), readFileSync(join(here, file), 'utf8').replaceAll('SIZE', String(n)))
  }
  const config = join(app, 'nuxt.config.ts')
  writeFileSync(config, readFileSync(config, 'utf8').replace('debug: { hydration: true }', 'debug: false'))
  const node = await nodeForNuxt(workDir)
  const env = { PATH: `${dirname(node)}:${process.env.PATH}`, NUXT_TELEMETRY_DISABLED: '1' }
  await run(node, ['node_modules/nuxt/bin/nuxt.mjs', 'build'], { cwd: app, env })
  return { app, node, env }
}

interface Visit { shown: number, interactive: number, js: number }

/** One visit in a new context: when the page was shown and when a keystroke first reached its model. */
async function visit(browser: Browser, url: string, typedKey: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.route('**/*', route => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()))
  await context.addInitScript((key: string) => {
    const typed = `typed ${Math.random()}`
    ;(window as { interactive?: Promise<number> }).interactive = new Promise((resolve) => {
      const tick = () => {
        const echo = document.querySelector('[data-testid=typed]')
        if (echo?.textContent === typed)
          return resolve(performance.now())
        // Ours marks each field with its data path; the hand-written form names its inputs.
        const input = document.querySelector<HTMLInputElement>(`[data-path="${key}"] input, input[name="${key}"]`)
        if (input) {
          input.value = typed
          input.dispatchEvent(new Event('input', { bubbles: true }))
        }
        setTimeout(tick, 5)
      }
      tick()
    })
  }, typedKey)
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'commit' })
  const interactive = await page.evaluate(() => (window as { interactive?: Promise<number> }).interactive!)
  const { shown, js } = await page.evaluate(() => ({
    shown: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    js: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(entry => entry.name.endsWith('.js')).reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  }))
  await context.close()
  return { shown, interactive, js }
}

it('times a server-rendered form until a keystroke reaches its model', async () => {
  const { app, node, env } = await buildApp()
  const server = await startDevServer(node, () => ['.output/server/index.mjs'], { cwd: app, env })
  const browser = await launchChromium()
  try {
    console.log(`server-rendered page, first visit (new context), ${visits} visits each, medians; ratio = ours / floor by visit pair [90% interval]`)
    for (const n of sizes) {
      const { typedKey } = generate(n, mixes.flat)
      const results: Record<Contender, Visit[]> = { ours: [], floor: [] }
      // One visit of each first, not timed: the server's own first render of each page.
      for (const name of Object.keys(contenders) as Contender[])
        await visit(browser, `${server.url}/bench-${name}-${n}`, typedKey!)
      for (let round = 0; round < visits; round++) {
        const order = (round % 2 ? ['floor', 'ours'] : ['ours', 'floor']) as Contender[]
        for (const name of order)
          results[name].push(await visit(browser, `${server.url}/bench-${name}-${n}`, typedKey!))
      }
      const row = (name: Contender) => {
        const list = results[name]
        return `  ${n} ${name.padEnd(5)}  shown ${median(list.map(v => v.shown)).toFixed(0).padStart(5)} ms   interactive ${median(list.map(v => v.interactive)).toFixed(0).padStart(5)} ms   JS ${(median(list.map(v => v.js)) / 1000).toFixed(1)} kB as served`
      }
      console.log(row('ours'))
      console.log(row('floor'))
      const ratios = (key: keyof Visit) => ratioSummary(results.ours.map((v, i) => v[key] / results.floor[i]![key]))
      console.log(`  ${n} ratio  shown ${ratios('shown')}   interactive ${ratios('interactive')}   JS ${ratios('js')}`)
    }
  }
  finally {
    await browser.close()
    await server.close()
  }
})
