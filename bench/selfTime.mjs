// The functions of most self time in a CPU profile (CDP `Profiler.stop`), for the profiling scripts.

/** Self time per function (`name file:line`), in microseconds, of a CPU profile. */
export function selfTimeByFunction(profile) {
  const nodes = new Map(profile.nodes.map(node => [node.id, node]))
  const self = new Map()
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id).callFrame
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0))
  })
  return self
}

/** Prints the `top` functions of most self time in `profile`, with their share of the whole. */
export function printSelfTime(profile, top = 25) {
  const self = selfTimeByFunction(profile)
  const total = [...self.values()].reduce((sum, time) => sum + time, 0)
  console.log(`profiled ${(total / 1000).toFixed(0)} ms; most self time:`)
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(time / 1000).toFixed(1).padStart(9)} ms ${((100 * time) / total).toFixed(1).padStart(5)}%  ${key}`)
}
