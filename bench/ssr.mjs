// `node bench/ssr.mjs` (or `npm run bench -- --part ssr`) [--sizes 500] [--visits 7]: the bench's flat
// form server-rendered by the Nuxt fixture, through <JsonForm v-model> and written by hand, until a
// keystroke reaches its model (bench/ssr/ssr.measure.ts). Packs the library and installs the fixture
// from the npm registry as the integration suite does; a report: nothing asserted.
import { spawnSync } from 'node:child_process'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : process.argv[index + 1]
}
const { status } = spawnSync('npx', ['vitest', 'run', '--config', 'bench/ssr/vitest.config.ts', '--silent=false', '--reporter=dot'], {
  stdio: 'inherit',
  env: { ...process.env, SSR_SIZES: option('sizes', '500'), SSR_VISITS: option('visits', '7') },
})
if (status)
  process.exit(status)
