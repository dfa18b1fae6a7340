// `node bench/renovate.mjs` (or `npm run bench -- --part renovate`) [--runs 5] [--profile <file>]:
// renovate's configuration schema mounted with <JsonForm> in happy-dom, with the real Nuxt UI
// widgets, as the schema corpus test mounts it (bench/happy-dom/renovate.measure.ts). Prints the
// first mount and the median of the next ones; with --profile, the functions of most self time of
// one more mount, whose CPU profile it writes to <file>. A report: no Chromium, nothing asserted.
import { spawnSync } from 'node:child_process'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : process.argv[index + 1]
}
const profile = option('profile')
const { status } = spawnSync('npx', ['vitest', 'run', '--config', 'bench/happy-dom/vitest.config.ts', 'bench/happy-dom/renovate.measure.ts', '--silent=false', '--reporter=dot'], {
  stdio: 'inherit',
  env: { ...process.env, RENOVATE_RUNS: option('runs', '5'), ...(profile && { RENOVATE_PROFILE: profile }) },
})
if (status)
  process.exit(status)
