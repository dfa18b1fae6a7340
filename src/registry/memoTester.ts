import type { RankedTester } from '@jsonforms/core'
import { toRaw } from 'vue'

/** One rank a tester gave an element, with the other inputs it was given. */
interface Ranked { schema: unknown, rootSchema: unknown, config: unknown, rank: number }

/**
 * Per UI-schema element, per tester: the ranks it was given. One weak table for every tester and
 * element, rather than a tree of weak tables per tester: a form of 500 fields and 60 testers holds
 * 500 weak entries instead of 120 000, and every full garbage collection walks each weak entry
 * (V8's ephemeron marking), which made a collection during typing cost tens of milliseconds.
 */
const ranksByElement = new WeakMap<object, Map<RankedTester, Ranked[]>>()

/**
 * Ranks kept per tester and element: one in a form, a few while an element is shown with another
 * schema or config (the form builder's preview); the oldest goes first, and is ranked again if asked.
 */
const kept = 4

const raw = (value: unknown): unknown => typeof value === 'object' && value !== null ? toRaw(value) : value

/**
 * Wraps a tester so that its rank is computed once per (UI-schema element, schema, root schema,
 * config). A data change then never re-ranks renderers: those four inputs are immutable.
 * A tester that throws on a malformed schema part ranks `-1`, so the element falls through to
 * another renderer (or the explained placeholder) instead of breaking the whole form.
 */
export function memoTester(tester: RankedTester): RankedTester {
  return (uischema, schema, context) => {
    const element = raw(uischema)
    if (typeof element !== 'object' || element === null)
      return safeRank(tester, uischema, schema, context)
    const inputs = { schema: raw(schema), rootSchema: raw(context?.rootSchema), config: raw(context?.config) }
    let byTester = ranksByElement.get(element)
    if (!byTester)
      ranksByElement.set(element, byTester = new Map())
    let ranked = byTester.get(tester)
    if (!ranked)
      byTester.set(tester, ranked = [])
    const known = ranked.find(entry => entry.schema === inputs.schema && entry.rootSchema === inputs.rootSchema && entry.config === inputs.config)
    if (known)
      return known.rank
    const rank = safeRank(tester, uischema, schema, context)
    if (ranked.push({ ...inputs, rank }) > kept)
      ranked.shift()
    return rank
  }
}

function safeRank(tester: RankedTester, ...args: Parameters<RankedTester>): number {
  try {
    const rank = tester(...args)
    return typeof rank === 'number' && !Number.isNaN(rank) ? rank : -1
  }
  catch {
    return -1
  }
}
