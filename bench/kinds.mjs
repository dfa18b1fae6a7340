// Mount by field kind: forms of one kind of field each (`?kinds=<kind>` on the bench pages), ours
// and the hand-written floor, in alternating rounds. It shows where the mount ratio of the standard
// mix comes from: a kind whose Nuxt UI widget is heavy dilutes our per-field cost, a text field does not.
import { median } from './stats.mjs'

/** The kinds of the standard mix, each measured alone. */
export const fieldKinds = ['string', 'number', 'integer', 'boolean', 'enum', 'radio', 'slider']
/** The other kinds of the heavy mix: their hand-written widgets are on the floor's `?heavy` page. */
export const heavyKinds = ['date', 'dateTime', 'file', 'autocomplete', 'colour', 'rating', 'pin', 'tags', 'object', 'array']

/**
 * Median mount time per kind and contender, in ms. `open(contender, query)` opens a bench page;
 * every page is warmed up (lazy chunks, JIT) by one untimed mount first.
 */
export async function measureKinds(open, { n, rounds, contenders = ['ours', 'floor'], kinds = fieldKinds }) {
  const rows = []
  for (const kind of kinds) {
    const pages = {}
    for (const contender of contenders) {
      pages[contender] = await open(contender, `?${heavyKinds.includes(kind) ? 'heavy&' : ''}kinds=${kind}`)
      await pages[contender].evaluate(async (n) => {
        await window.bench.mount(n)
        await window.bench.unmount()
      }, n)
    }
    const samples = Object.fromEntries(contenders.map(contender => [contender, []]))
    for (let round = 0; round < rounds; round++) {
      for (let index = 0; index < contenders.length; index++) {
        const contender = contenders[(round + index) % contenders.length]
        await pages[contender].bringToFront()
        samples[contender].push(await pages[contender].evaluate(async (n) => {
          const ms = await window.bench.mount(n)
          await window.bench.unmount()
          return ms
        }, n))
      }
    }
    for (const page of Object.values(pages))
      await page.close()
    rows.push({ kind, mount: Object.fromEntries(contenders.map(contender => [contender, median(samples[contender])])) })
  }
  return rows
}
