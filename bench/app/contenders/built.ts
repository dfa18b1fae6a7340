import type { JsonSchema7 } from '@jsonforms/core'
import UApp from '@nuxt/ui/components/App.vue'
import ui from '@nuxt/ui/vue-plugin'
import { JsonFormsRoot, uiRenderers } from 'nuxt-ui-jsonforms'
import '../style.css'
import { startBench } from '../harness'
import { pageMix } from '../schema'
import { jsonFormsContender, withChangeEvent } from './jsonforms'

/** The generated schemas as the build wrote and compiled them (`builtSchemas` of vite.config.ts), one chunk each. */
const shipped = import.meta.glob<JsonSchema7>('../generated/*.schema.json', { query: '?validator', import: 'default' })

/**
 * `ours` with the schema an app ships: imported with `?validator`, so that its validator is compiled
 * at build time and the page loads no AJV. The schema's chunk is fetched before the mount, as an
 * app's route chunk holding it would be.
 */
startBench({
  name: 'nuxt-ui-jsonforms, validator built in',
  ...jsonFormsContender(uiRenderers, withChangeEvent(JsonFormsRoot)),
  ship: async (fixture) => {
    const load = shipped[`../generated/${pageMix}-${fixture.n}.schema.json`]
    if (!load)
      throw new Error(`no schema was built for ${fixture.n} fields of the ${pageMix ?? '?kinds'} mix (vite.config.ts, builtSizes)`)
    return { ...fixture, schema: await load() }
  },
  input: (root, key) => root.querySelector<HTMLInputElement>(`input[name="${key}"]`),
  shell: UApp,
  install: app => app.use(ui),
})
