// Memory of a contender's form, from the JS heap Chromium reports after a full collection
// (CDP `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`): what a mounted form holds,
// and what forms keep once unmounted (a form freed on unmount keeps nothing).

/** The JS heap in use after a full garbage collection, in bytes. */
async function heapAfterGc(cdp) {
  // Twice: the second collection finds the first one's sweeping done.
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/**
 * On a page of the standard form (`window.bench`): mounts an `n`-field form and types 3 keys, then
 * unmounts it; then `cycles` more forms the same way. `form` is the heap the mounted form holds
 * (mounted minus unmounted), `kept` what the later unmounted forms left behind (heap after them
 * minus heap after the first), both in bytes.
 */
export async function measureMemory(context, page, n, cycles = 3) {
  const cdp = await context.newCDPSession(page)
  const cycle = () => page.evaluate(async (count) => {
    await window.bench.mount(count)
    await window.bench.type(3)
  }, n)
  const unmount = () => page.evaluate(() => window.bench.unmount())
  await cycle()
  const mounted = await heapAfterGc(cdp)
  await unmount()
  const empty = await heapAfterGc(cdp)
  for (let index = 0; index < cycles; index++) {
    await cycle()
    await unmount()
  }
  const after = await heapAfterGc(cdp)
  await cdp.detach()
  return { form: mounted - empty, kept: after - empty, cycles }
}
