import type { JsonFormsRendererRegistryEntry, JsonSchema, TesterContext, UISchemaElement } from '@jsonforms/core'
import { type Component, toRaw } from 'vue'
import { scopedSchema } from '../values/scopedSchema'
import { keepWinner, knownWinner, rankOnce, rankedFor } from './memoTester'
import type { PluginEntry, RendererPlugin } from './types'

/**
 * The candidate with the highest rank, the first one on a tie; `undefined` when every rank is -1
 * (no candidate takes the element). This is the one rule of who wins an element. An indexed loop:
 * asked for every element of a form, with every entry of the registry, an iterator's result
 * objects came to more than half a kilobyte per element of the mount's garbage. A rank of
 * `Infinity` wins at once: no later candidate can outrank it (the form builder's canvas frames
 * every element so, without asking the other testers).
 */
export function highestRanked<T>(candidates: readonly T[], rankOf: (candidate: T) => number): T | undefined {
  let best: T | undefined
  let bestRank = -1
  for (let index = 0; index < candidates.length; index++) {
    const candidate = candidates[index]!
    const rank = rankOf(candidate)
    if (rank === Infinity)
      return candidate
    if (rank > bestRank) {
      best = candidate
      bestRank = rank
    }
  }
  return best
}

/**
 * The renderer of the registry entry with the highest rank for this element, or `undefined`.
 * Kept per element, inputs and renderer list, beside the testers' ranks: an element asked about
 * again (by the form's prefetch, then by its layout) is looked up once, not once per tester.
 */
export function pickRenderer(
  entries: readonly JsonFormsRendererRegistryEntry[],
  uischema: UISchemaElement,
  schema: JsonSchema,
  context: TesterContext,
): Component | undefined {
  const testerSchema = scopedSchema(uischema, toRaw(schema))
  const ranked = rankedFor(uischema, testerSchema, context)
  const list = toRaw(entries)
  const known = ranked && knownWinner(ranked, list)
  if (known !== undefined)
    return (known ?? undefined) as Component | undefined
  const winner = highestRanked(list, entry => rankOnce(entry.tester, uischema, testerSchema, context))?.renderer as Component | undefined
  if (ranked)
    keepWinner(ranked, list, winner)
  return winner
}

/** The renderer entry that wins an element, with its family (the form builder's inspector shows its option schema). */
export function winningEntry(plugins: readonly RendererPlugin[], element: UISchemaElement, rootSchema: JsonSchema): { plugin: RendererPlugin, entry: PluginEntry } | undefined {
  const context: TesterContext = { rootSchema, config: {} }
  const candidates = plugins.flatMap(plugin => plugin.entries.map(entry => ({ plugin, entry })))
  return highestRanked(candidates, ({ entry }) => {
    try {
      return entry.tester(element, rootSchema, context)
    }
    catch {
      // A tester that throws on an odd element just does not take it.
      return -1
    }
  })
}
