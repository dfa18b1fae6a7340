// Mount by field kind: forms of one kind of field each (`?kinds=<kind>` on the bench pages), ours
// and the hand-written floor, back to back. It shows where the mount ratio of the standard mix comes
// from: a kind whose Nuxt UI widget is heavy dilutes our per-field cost, a text field does not.
import { median } from './stats.mjs'

/** The kinds of the standard mix, each measured alone. */
export const fieldKinds = ['string', 'number', 'integer', 'boolean', 'enum', 'radio', 'slider']
/** The other kinds of the heavy mix: their hand-written widgets are on the floor's `?heavy` page. */
export const heavyKinds = ['date', 'dateTime', 'file', 'autocomplete', 'colour', 'rating', 'pin', 'tags', 'object', 'array']

/** One untimed or timed mount of `n` fields on a bench page, then its unmount; resolves to the mount's ms. */
function mountOnce(page, n) {
  return page.evaluate(async (n) => {
    const ms = await window.bench.mount(n)
    await window.bench.unmount()
    return ms
  }, n)
}

/**
 * Per kind, ours and the floor mounted back to back (the first of each pair alternating), `rounds`
 * pairs in each of `pagePairs` pairs of fresh pages, every page warmed up (lazy chunks, JIT) by one
 * untimed mount. A page keeps a speed of its own over its mounts (bench/LOG.md, "Method"), so
 * the ratios are kept by pair of pages, for an interval drawn by pair of pages (`clusteredSummary`).
 * Until round 31 one page per contender gave a kind's ratio, and a form of text fields read 1.40x
 * in the table where 20 rounds in six pages each of `ab.mjs` read 1.20x [1.14-1.23].
 * Returns per kind the median mount of each contender (ms) and ours / the floor of each pair,
 * grouped by pair of pages.
 */
export async function measureKinds(open, { n, rounds, pagePairs = 3, kinds = fieldKinds }) {
  const rows = []
  for (const kind of kinds) {
    const query = `?${heavyKinds.includes(kind) ? 'heavy&' : ''}kinds=${kind}`
    const samples = { ours: [], floor: [] }
    const ratios = []
    for (let set = 0; set < pagePairs; set++) {
      const pages = {}
      for (const contender of ['ours', 'floor']) {
        pages[contender] = await open(contender, query)
        await mountOnce(pages[contender], n)
      }
      const group = []
      for (let round = 0; round < rounds; round++) {
        const pair = {}
        for (const contender of (set + round) % 2 ? ['floor', 'ours'] : ['ours', 'floor']) {
          await pages[contender].bringToFront()
          pair[contender] = await mountOnce(pages[contender], n)
          samples[contender].push(pair[contender])
        }
        group.push(pair.ours / pair.floor)
      }
      ratios.push(group)
      await Promise.all(Object.values(pages).map(page => page.close()))
    }
    rows.push({
      kind,
      mount: { ours: median(samples.ours), floor: median(samples.floor) },
      ratios,
    })
  }
  return rows
}
