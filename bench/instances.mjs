// node bench/instances.mjs [query] [size] [--no-build]: the component instances of a mounted form,
// ours against the floor, by component name, the ones ours has more of first. Each instance costs
// a mount its setup, a render effect and its props, whatever it renders; what ours has beyond the
// floor's Nuxt UI widgets is the price of rendering from a schema (a control per field, layouts,
// frames), and the place to look for a component that could be a render function. `query` picks
// the pages' form (`heavy`, `kinds=string`, none for the standard mix), as for `allocated.mjs`;
// the pages are built unminified into `bench/dist-profile` (`--no-build` reuses them).
import { openProfileBuild } from './serve.mjs'

const [query = 'heavy', size = '200', flag] = process.argv.slice(2)
const n = Number(size)
const { origin, server, browser, context } = await openProfileBuild(flag)

/** Instances per component name in the form `contender` mounts (after a warm-up mount), and the form's elements. */
async function census(contender) {
  const page = await context.newPage()
  await page.goto(`${origin}/${contender}.html${query ? `?${query}` : ''}`)
  await page.waitForFunction(() => window.bench !== undefined)
  await page.evaluate(async (count) => { await window.bench.mount(count); await window.bench.unmount() }, n)
  await page.evaluate(count => window.bench.mount(count), n)
  const result = await page.evaluate(() => {
    const counts = {}
    const walk = (vnode) => {
      if (!vnode || typeof vnode !== 'object')
        return
      if (vnode.component) {
        const { type } = vnode
        const name = type.name ?? type.__name ?? type.displayName ?? '(anonymous)'
        counts[name] = (counts[name] ?? 0) + 1
        walk(vnode.component.subTree)
        return
      }
      if (Array.isArray(vnode.children))
        vnode.children.forEach(walk)
      if (vnode.suspense)
        walk(vnode.suspense.activeBranch)
    }
    walk(document.getElementById('app')._vnode)
    return { counts, elements: document.getElementById('bench-form').querySelectorAll('*').length }
  })
  await page.close()
  return result
}

try {
  const ours = await census('ours')
  const floor = await census('floor')
  const total = counts => Object.values(counts).reduce((sum, count) => sum + count, 0)
  console.log(`${query || 'standard mix'}, ${n} fields: ${total(ours.counts)} component instances in ours, ${total(floor.counts)} in the floor; ${ours.elements} and ${floor.elements} elements`)
  console.log('   ours  floor  component')
  const names = [...new Set([...Object.keys(ours.counts), ...Object.keys(floor.counts)])]
  const extra = name => (ours.counts[name] ?? 0) - (floor.counts[name] ?? 0)
  for (const name of names.sort((a, b) => extra(b) - extra(a) || (ours.counts[b] ?? 0) - (ours.counts[a] ?? 0)))
    console.log(`${String(ours.counts[name] ?? 0).padStart(7)} ${String(floor.counts[name] ?? 0).padStart(6)}  ${name}`)
}
finally {
  await browser.close()
  server.close()
}
