// npm run test:busy: `npm test` twice in a row while a busy loop holds each core, the way a
// loaded CI machine runs it. Tests wait for conditions, never for time, so both runs must pass.
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

const loops = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
const stopLoops = () => loops.forEach(loop => loop.kill('SIGKILL'))
process.on('exit', stopLoops)
process.on('SIGINT', () => process.exit(130))

let status = 0
for (const run of [1, 2]) {
  console.log(`test:busy: run ${run} of 2, with ${loops.length} busy loops`)
  const started = Date.now()
  const result = spawnSync('npm', ['test'], { stdio: 'inherit' })
  console.log(`test:busy: run ${run} ${result.status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  status ||= result.status ?? 1
}
process.exit(status)
