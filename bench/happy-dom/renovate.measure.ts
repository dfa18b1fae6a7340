import { readFileSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { it } from 'vitest'
import type { CorpusSchema } from '../../scripts/build-schema-corpus'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import type { JsonSchema } from '@jsonforms/core'
import { JsonForm } from 'nuxt-ui-jsonforms'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { createApp, h } from 'vue'
import { mountJsonForm } from '../../test/helpers/mountJsonForm'
// @ts-expect-error -- the bench's scripts are plain ES modules without types
import { median } from '../stats.mjs'
// @ts-expect-error -- as above
import { printSelfTime } from '../selfTime.mjs'

/**
 * Renovate's configuration schema (the corpus entry: 386 root properties, about 136 of them a `$ref`
 * back to the root) mounted with `<JsonForm>` and no data, as test/form/schema-corpus.test.ts mounts
 * it and as an app mounts it, the two alternating: the time from `mount` until the form has
 * rendered with every lazy chunk it asked for.
 * `RENOVATE_RUNS` mounts after the first; `RENOVATE_PROFILE` a file to write one more mount's CPU
 * profile to, whose functions of most self time are printed.
 */
const corpus = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/schema-corpus.json'), 'utf8')) as CorpusSchema[]
const renovate = corpus.find(entry => entry.source === 'renovate')!
const runs = Number(process.env.RENOVATE_RUNS ?? 5)
const profileFile = process.env.RENOVATE_PROFILE

// Not the hidden inputs reka-ui draws for a named widget in a native form post.
const operable = 'input:not([aria-hidden="true"]), textarea, button, [role="switch"], [role="checkbox"], [role="combobox"]'

/** The form mounted as the tests mount it, through Vue Test Utils (which looks up a stub for every component it creates). */
async function mountWithTestUtils(): Promise<() => void> {
  const { wrapper } = await mountJsonForm(undefined, { schema: renovate.schema })
  return () => wrapper.unmount()
}

/** The form mounted as an app mounts it: `createApp` with Nuxt UI's plugin, `<JsonForm>` inside `UApp`. */
async function mountAsApp(): Promise<() => void> {
  const host = document.body.appendChild(document.createElement('div'))
  const app = createApp({ render: () => h(UApp, null, { default: () => h(JsonForm, { schema: renovate.schema as JsonSchema }) }) })
  app.use(ui).mount(host)
  await waitForChunks()
  return () => app.unmount()
}

/**
 * The garbage of the mounts before collected, outside the timed part, as the Chromium harness's
 * `prepare` does before each mount (the measure's worker runs with `--expose-gc`).
 */
function collectGarbage(): void {
  const { gc } = globalThis as { gc?: () => void }
  if (!gc)
    throw new Error('the measure collects garbage before each mount: run it with --expose-gc (bench/happy-dom/vitest.config.ts)')
  gc()
}

/** Wall and CPU time of one mount, and how many elements a user can operate (a check that it rendered). */
async function mountOnce(mount: () => Promise<() => void>): Promise<{ ms: number, cpu: number, fields: number }> {
  collectGarbage()
  const start = performance.now()
  const cpuStart = process.cpuUsage()
  const unmount = await mount()
  const ms = performance.now() - start
  const { user, system } = process.cpuUsage(cpuStart)
  const fields = document.body.querySelectorAll(operable).length
  unmount()
  document.body.innerHTML = ''
  return { ms, cpu: (user + system) / 1000, fields }
}

/** One more mount under Node's sampling profiler, from `mount` until the form has rendered. */
async function profiledMount(file: string): Promise<void> {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  await session.post('Profiler.start')
  const { wrapper } = await mountJsonForm(undefined, { schema: renovate.schema })
  const { profile } = await session.post('Profiler.stop')
  session.disconnect()
  wrapper.unmount()
  document.body.innerHTML = ''
  writeFileSync(file, JSON.stringify(profile))
  console.log(`profile of one mount written to ${file}`)
  printSelfTime(profile, 30)
}

it('mounts renovate\'s schema', async () => {
  const first = await mountOnce(mountWithTestUtils)
  // The two ways alternate, so that a busy moment of the machine falls on both.
  const later: Record<'testUtils' | 'app', Awaited<ReturnType<typeof mountOnce>>[]> = { testUtils: [], app: [] }
  for (let run = 0; run < runs; run++) {
    later.testUtils.push(await mountOnce(mountWithTestUtils))
    later.app.push(await mountOnce(mountAsApp))
  }
  const list = (values: number[]) => values.map(ms => ms.toFixed(0)).join(', ')
  const summary = (mounts: typeof later.app) => {
    const walls = mounts.map(({ ms }) => ms)
    const cpus = mounts.map(({ cpu }) => cpu)
    return `${median(walls).toFixed(0)} ms wall [${list(walls)}], ${median(cpus).toFixed(0)} ms CPU [${list(cpus)}], ${mounts[0]!.fields} operable elements`
  }
  console.log(`renovate (${renovate.version}), ${first.fields} operable elements`)
  console.log(`first mount (Vue Test Utils): ${first.ms.toFixed(0)} ms wall, ${first.cpu.toFixed(0)} ms CPU`)
  console.log(`median of ${runs} more, through Vue Test Utils: ${summary(later.testUtils)}`)
  console.log(`median of ${runs} more, as an app mounts it:   ${summary(later.app)}`)
  if (profileFile)
    await profiledMount(profileFile)
})
